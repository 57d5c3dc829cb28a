import { z } from 'zod';
import { ImageDto } from './catalog.schema.js';

/**
 * JSON shapes of returns and claims (shell-and-account.md §2 Returns and Claims; decision 0190:
 * the spec shows no calls, these are Vitrine's). Amounts are decimal major units of the order's
 * currency; times epoch ms. Codes, reasons, claim types and method ids are judged by the server's
 * rules (core's checkLineChoices, checkClaimDetails), which answer their own codes.
 */

/** A line of an order with the units that can still go back. */
export const AftercareLineDto = z.object({
  lineId: z.string(),
  productId: z.string(),
  displayName: z.string(),
  colorName: z.string(),
  sizeName: z.string(),
  image: ImageDto.nullable(),
  quantity: z.number().int(),
  eligibleQuantity: z.number().int(),
  unitPrice: z.number(),
});
export type AftercareLineDto = z.infer<typeof AftercareLineDto>;

/** GET …/orders/{orderNumber}/returnable and …/claimable. */
export const AftercareOrderDto = z.object({
  orderNumber: z.string(),
  placedAt: z.number(),
  deliveredAt: z.number().nullable(),
  eligibleUntil: z.number().nullable(),
  currencyCode: z.string(),
  lines: z.array(AftercareLineDto),
});
export type AftercareOrderDto = z.infer<typeof AftercareOrderDto>;

/** GET /order/v0/{siteId}/returns/eligible-orders. */
export const EligibleOrdersResponseDto = z.object({ orders: z.array(AftercareOrderDto) });
export type EligibleOrdersResponseDto = z.infer<typeof EligibleOrdersResponseDto>;

/** A return method with its price (MAIL, DROP_OFF, PICKUP; KEEP_ITEM for claims). */
export const ReturnMethodDto = z.object({ id: z.string(), price: z.number(), currencyCode: z.string() });
export type ReturnMethodDto = z.infer<typeof ReturnMethodDto>;

/** Query of GET …/orders/{orderNumber}/return-methods: purpose CLAIM gives the (free) claim methods; customerZipCode stands in for a sign-in on claims. */
export const ReturnMethodsQueryDto = z.object({ purpose: z.enum(['RETURN', 'CLAIM']).optional(), customerZipCode: z.string().optional() });
export type ReturnMethodsQueryDto = z.infer<typeof ReturnMethodsQueryDto>;

/** GET …/orders/{orderNumber}/return-methods. */
export const ReturnMethodsResponseDto = z.object({ methods: z.array(ReturnMethodDto) });
export type ReturnMethodsResponseDto = z.infer<typeof ReturnMethodsResponseDto>;

/** Query of the claims reads (…/claimable, …/claims/{claimNumber}). */
export const ClaimAccessQueryDto = z.object({ customerZipCode: z.string().optional() });
export type ClaimAccessQueryDto = z.infer<typeof ClaimAccessQueryDto>;

/** POST /order/v0/{siteId}/returns body. */
export const ReturnRequestDto = z.object({
  orderNumber: z.string(),
  methodId: z.string(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number(), reason: z.string().nullable() })),
});
export type ReturnRequestDto = z.infer<typeof ReturnRequestDto>;

/** A prepaid label (null for a drop-off without one). */
export const ReturnLabelDto = z.object({ carrier: z.string(), trackingNumber: z.string(), url: z.string() });
export type ReturnLabelDto = z.infer<typeof ReturnLabelDto>;

/** 201 of POST …/returns and GET …/returns/{returnNumber}. */
export const ReturnDto = z.object({
  returnNumber: z.string(),
  orderNumber: z.string(),
  createdAt: z.number(),
  method: ReturnMethodDto,
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int(), reason: z.string().nullable(), displayName: z.string() })),
  refundTotal: z.number(),
  currencyCode: z.string(),
  label: ReturnLabelDto.nullable(),
});
export type ReturnDto = z.infer<typeof ReturnDto>;

/** POST /order/v0/{siteId}/claims body. */
export const ClaimRequestDto = z.object({
  orderNumber: z.string(),
  customerZipCode: z.string().nullable(),
  claimType: z.string(),
  methodId: z.string(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number() })),
  description: z.string(),
  resolution: z.enum(['REFUND', 'REPLACEMENT']),
});
export type ClaimRequestDto = z.infer<typeof ClaimRequestDto>;

/** 201 of POST …/claims and GET …/claims/{claimNumber}. */
export const ClaimDto = z.object({
  claimNumber: z.string(),
  orderNumber: z.string(),
  claimType: z.string(),
  createdAt: z.number(),
  method: ReturnMethodDto,
  resolution: z.enum(['REFUND', 'REPLACEMENT']),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int(), displayName: z.string() })),
  label: ReturnLabelDto.nullable(),
});
export type ClaimDto = z.infer<typeof ClaimDto>;
