import React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

type ResponsiveImageProps = { image: IGatsbyImageData; alt: string; className?: string }

/**
 * An image made by gatsby-plugin-image (WebP sources, a JPEG fallback, every width in srcset), rendered as
 * a plain <picture> with native lazy loading. GatsbyImage would render the same sources but loads
 * react-dom/server in the browser (more than the page's script budget leaves), adds an inline script per
 * image and ships an <img> without src. Width and height keep the box's size before the file arrives.
 */
export function ResponsiveImage({ image, alt, className }: ResponsiveImageProps) {
  const { images, width, height } = image
  return (
    <picture className={className}>
      {images.sources?.map(({ type, srcSet, sizes }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  )
}
