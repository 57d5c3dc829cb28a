/** The recommendations feature's public surface (decision 0001): the lazily loaded recommendation trays of a page (decision 0400). */
export { RecTraysSlot } from './rec-trays-slot';
