import { useState, type ImgHTMLAttributes } from "react";

/** An image that falls back to the placeholder logo at half opacity when it fails to load (SPEC section 9). */
export function SafeImage({ placeholder, className = "", alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { placeholder: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return <img {...props} alt={alt} src={placeholder} srcSet={undefined} className={`${className} object-contain opacity-50`} data-placeholder="" />;
  }
  return <img {...props} alt={alt} className={className} onError={() => setFailed(true)} />;
}
