import { Fragment, type ReactNode } from "react";
import { parseRichText, type Inline } from "../../lib/rich-text/rich-text.ts";

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return <Fragment key={index}>{node.text}</Fragment>;
      case "break":
        return <br key={index} />;
      case "strong":
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={index}>{renderInline(node.children)}</em>;
      case "link": {
        const external = !node.href.startsWith("/");
        return (
          <a key={index} href={node.href} className="text-brand-700 underline" rel={external ? "noopener noreferrer nofollow" : undefined}>
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

/** A rich text (app/lib/rich-text) as elements; nothing in it is read as HTML. */
export function RichText({ source, className }: { source: string; className?: string }) {
  const blocks = parseRichText(source);
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case "paragraph":
            return (
              <p key={index} className="mt-4 leading-relaxed text-slate-700">
                {renderInline(block.children)}
              </p>
            );
          case "heading":
            return block.level === 2 ? (
              <h2 key={index} className="mt-6 text-xl font-bold">
                {renderInline(block.children)}
              </h2>
            ) : (
              <h3 key={index} className="mt-5 text-lg font-semibold">
                {renderInline(block.children)}
              </h3>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List key={index} className={`mt-4 space-y-1 pl-6 text-slate-700 ${block.ordered ? "list-decimal" : "list-disc"}`}>
                {block.items.map((item, i) => (
                  <li key={i}>{renderInline(item)}</li>
                ))}
              </List>
            );
          }
          case "image":
            return <img key={index} src={block.src} alt={block.alt} loading="lazy" className="mt-4 h-auto max-w-full rounded-lg" />;
        }
      })}
    </div>
  );
}
