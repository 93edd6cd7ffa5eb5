import { describe, expect, it } from "vitest";
import { isSafeSvg } from "./check-svg.ts";

const svg = (inner: string) => new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${inner}</svg>`);

describe("isSafeSvg", () => {
  it("accepts plain shapes, gradients referenced inside the file and an XML prolog", () => {
    expect(isSafeSvg(svg('<circle cx="16" cy="16" r="12" fill="#1e40af"/>'))).toBe(true);
    expect(isSafeSvg(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="32" height="32"/>'))).toBe(true);
    expect(isSafeSvg(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(true);
  });

  it.each([
    ["a script", "<script>alert(1)</script>"],
    ["an event handler", '<rect onload="alert(1)"/>'],
    ["an upper-case handler", '<rect ONCLICK="x()"/>'],
    ["a foreign object", "<foreignObject><div/></foreignObject>"],
    ["a link", '<a href="https://evil.example"><rect/></a>'],
    ["an outside image", '<image href="https://evil.example/x.png"/>'],
    ["a javascript: address", '<use xlink:href="javascript:alert(1)"/>'],
    ["an outside use", '<use href="https://evil.example/s.svg#x"/>'],
    ["a style import", "<style>@import 'https://evil.example/x.css';</style>"],
    ["an outside url()", '<rect style="fill:url(https://evil.example/x)"/>'],
    ["animation that rewrites links", '<set attributeName="href" to="javascript:alert(1)"/>'],
  ])("refuses %s", (_name, inner) => {
    expect(isSafeSvg(svg(inner))).toBe(false);
  });

  it("refuses entity declarations, non-SVG text and bytes that are not UTF-8", () => {
    expect(isSafeSvg(new TextEncoder().encode('<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>'))).toBe(false);
    expect(isSafeSvg(new TextEncoder().encode("<html><svg></svg></html>"))).toBe(false);
    expect(isSafeSvg(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toBe(false);
  });
});
