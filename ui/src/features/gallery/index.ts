/** The gallery feature's public surface (decision 0001): the lazily loaded gallery of a page (decision 0406). */
export { GallerySlot } from './gallery-slot';
