import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

/** An image that falls back to the placeholder logo at half opacity when it fails to load (SPEC section 9). */
export function SafeImage({ placeholder, className = "", alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { placeholder: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image may have failed before hydration attached onError.
  useEffect(() => {
    const image = ref.current;
    // oxlint-disable-next-line react/set-state-in-effect
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return <img {...props} alt={alt} src={placeholder} srcSet={undefined} className={`${className} object-contain opacity-50`} data-placeholder="" />;
  }
  return <img {...props} ref={ref} alt={alt} className={className} onError={() => setFailed(true)} />;
}
