/** The YouTube id of a watch, short or embed link; null for anything else. */
export function youtubeId(link: string): string | null {
  const match = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(link);
  return match ? match[1]! : null;
}

/** A YouTube video in the privacy-enhanced player, or a plain link for other hosts. */
export function VideoEmbed({ link, title, linkLabel }: { link: string; title: string; linkLabel: string }) {
  const id = youtubeId(link);
  if (!id) {
    return (
      <a href={link} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
        {linkLabel}
      </a>
    );
  }
  return (
    // The player is cross-origin (youtube-nocookie.com), so scripts plus same-origin stay within its own origin; it needs both to play.
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${id}`}
      title={title}
      loading="lazy"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      // oxlint-disable-next-line react/iframe-missing-sandbox
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      className="aspect-video w-full rounded-xl border-0"
    />
  );
}
