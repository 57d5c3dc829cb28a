import { swatchColorOf } from './swatch-color';
import styles from './swatch.module.css';

export interface SwatchProps {
  /** Colour display name; used for the fallback colour chip. The swatch itself is decorative. */
  readonly name: string;
  /** Swatch image URL from the catalogue, or null to draw a colour chip from the name. */
  readonly url: string | null;
  /** 'sm' 16 px (tiles), 'md' 32 px (PDP). */
  readonly size?: 'sm' | 'md';
  /** Crossed out (a sold-out colour). */
  readonly soldOut?: boolean;
  readonly className?: string;
}

/**
 * A colour swatch: the catalogue's swatch image, or a chip coloured from the colour name
 * (decision 0056). Decorative (`aria-hidden`): the control or list around it carries the name.
 */
export function Swatch({ name, url, size = 'sm', soldOut = false, className }: SwatchProps) {
  const px = size === 'sm' ? 16 : 32;
  return (
    <span
      aria-hidden="true"
      className={[styles.swatch, styles[size], soldOut ? styles.soldOut : '', className].filter(Boolean).join(' ')}
      style={url ? undefined : { background: swatchColorOf(name) }}
    >
      {url && <img src={url} alt="" width={px} height={px} loading="lazy" className={styles.image} />}
    </span>
  );
}
