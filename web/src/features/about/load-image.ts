/**
 * Loads a picture for drawing on the canvas, or null when it cannot be had. crossOrigin keeps a photo from
 * another site (served with CORS) from tainting the canvas, which would make the PNG download impossible.
 */
export function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    if (!src) return resolve(null);
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}
