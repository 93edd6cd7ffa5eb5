// Phones and tablets name themselves in the User-Agent; iPadOS 13+ reports a desktop Mac.
const mobilePattern = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|BB10|webOS|Opera Mini|Kindle|Silk/i;

/** Mobile detection by user agent (docs/product.md, "Numbers and display"). */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && mobilePattern.test(userAgent));
}
