import type { Badge } from '@vitrine/core';
import type { BadgeDto } from '@vitrine/contract';

/**
 * BadgeDto -> Badge: `expiration_date` (ISO 8601 text) becomes `expiresAt` in epoch ms; null or an
 * unparseable date gives null (never expires). `text` is kept when present.
 */
export function normalizeBadge(dto: BadgeDto): Badge {
  const parsed = dto.expiration_date === null ? Number.NaN : Date.parse(dto.expiration_date);
  const badge = { type: dto.type, expiresAt: Number.isNaN(parsed) ? null : parsed, merchandisingOrder: dto.merchandising_order };
  return dto.text === undefined ? badge : { ...badge, text: dto.text };
}
