import { useCallback, useState, type ImgHTMLAttributes } from "react";

/** An image that falls back to the placeholder logo at half opacity when it fails to load (docs/product.md, "Numbers and display"). */
export function SafeImage({
  placeholder,
  className = "",
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { placeholder: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  // A server-rendered image can fail before hydration attaches onError: a finished image
  // without pixels is probed once more, and the fallback shows if that load fails too.
  const checkEarlyFailure = useCallback((img: HTMLImageElement | null) => {
    if (!img || !img.complete || img.naturalWidth > 0) return;
    const probe = new Image();
    probe.onerror = () => setFailed(true);
    probe.src = img.currentSrc || img.src;
  }, []);
  if (failed) {
    return (
      <img
        {...props}
        alt={alt}
        src={placeholder}
        srcSet={undefined}
        className={`${className} object-contain opacity-50`}
        data-placeholder=""
      />
    );
  }
  return <img {...props} ref={checkEarlyFailure} alt={alt} className={className} onError={() => setFailed(true)} />;
}
