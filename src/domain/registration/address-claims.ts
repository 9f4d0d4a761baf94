/**
 * Claims on held addresses (decision 006): the staff queue's request and response schemas. A claim
 * names both parties, their proofs, the document (kept for the claim only), its OCR text and score.
 */
import { z } from 'zod';
import { ZCustomerContact } from '../customer-contact';
import { ZPageQuery } from '../pagination';
import { ZAddressProof, ZAddressProofStrength } from './address-proof';

export const CLAIM_STATUSES = ['open', 'approved', 'refused', 'objected', 'moved'] as const;
export const ZClaimStatus = z.enum(CLAIM_STATUSES);
export type TClaimStatus = z.infer<typeof ZClaimStatus>;

/** Default days an unopposed strong claim waits (ADDRESS_CLAIM_WAITING_DAYS overrides, a portal too). */
export const DEFAULT_CLAIM_WAITING_DAYS = 7;

export const ZClaimListQuery = z.object({
  status: ZClaimStatus.default('open'),
  ...ZPageQuery.shape,
});
export type TClaimListQuery = z.output<typeof ZClaimListQuery>;

const ZClaimParty = ZCustomerContact.extend({
  proof: ZAddressProof.nullable(),
  proofStrength: ZAddressProofStrength,
  createdAt: z.string().nullable(),
});

export const ZClaimItem = z.object({
  id: z.string(),
  status: ZClaimStatus,
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  claimant: ZClaimParty,
  holder: ZClaimParty,
  hasDocument: z.boolean(),
  documentType: z.string().nullable(),
  ocrText: z.string().nullable(),
  /** 0..1, how well the document's text matched the address. */
  matchScore: z.number().nullable(),
  movesAfter: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type TClaimItem = z.infer<typeof ZClaimItem>;

export const ZClaimList = z.object({ items: z.array(ZClaimItem), total: z.number().int() });
export type TClaimList = z.infer<typeof ZClaimList>;

export const ZClaimDecision = z.object({ note: z.string().trim().max(1000).default('') });
export type TClaimDecision = z.output<typeof ZClaimDecision>;
