import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl } from "./video-embed.ts";

describe("youtubeEmbedUrl", () => {
  it("turns every YouTube link form into the nocookie embed", () => {
    const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(embed);
    expect(youtubeEmbedUrl("https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share")).toBe(embed);
    expect(youtubeEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(embed);
    expect(youtubeEmbedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe(embed);
    expect(youtubeEmbedUrl("https://youtube.com/shorts/dQw4w9WgXcQ")).toBe(embed);
    expect(youtubeEmbedUrl(" https://youtu.be/dQw4w9WgXcQ?t=42 ")).toBe(`${embed}?start=42`);
  });

  it("refuses other sites, bad ids and non-web schemes", () => {
    expect(youtubeEmbedUrl("https://vimeo.com/123456")).toBeNull();
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(youtubeEmbedUrl("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(youtubeEmbedUrl("not a url")).toBeNull();
    expect(youtubeEmbedUrl(null)).toBeNull();
  });
});
