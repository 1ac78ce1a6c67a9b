import { z } from 'zod';
import { ContactCategory, ContactStatus } from './contact.ts';
import { Prompt, PromptProvider } from './prompts.ts';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { ADMIN_PAGE_SIZE, AdminPageQuery, adminPage } from './admin-pages.ts';
import { FrameConfiguration, OrderStatus, ProductType, StoredShippingAddress, TshirtConfiguration } from './shop.ts';

/** Spec 001 §9 admin constants: the recent users are one page of the paged list. */
export const ADMIN_USERS_LIMIT = ADMIN_PAGE_SIZE;
export const VOUCHER_CODE_LENGTH = 8;
export const DEFAULT_VOUCHER_MAX_USES = 1;
export const ADMIN_LOGIN_REDIRECT_DELAY_MS = 500;

/** The navigation bar on every admin page (spec 001 §2 Administrator area), in the spec's order. */
export const ADMIN_NAV = [
  { href: '/', label: 'Home' },
  { href: '/admin/users', label: 'User Management' },
  { href: '/admin/prompts', label: 'AI Prompts' },
  { href: '/admin/messages', label: 'Support Messages' },
  { href: '/admin/orders', label: 'Product Orders' },
  { href: '/admin/vouchers', label: 'Vouchers' },
] as const;

export { ADMIN_MESSAGES };

/* ---------- Prompts ---------- */

export const AdminPromptsResponse = z.array(Prompt);
export const UpdatePromptResponse = z.object({ prompt: Prompt, version: z.number().int() });

/** One saved version of a prompt (beyond the spec: history with diff and restore). */
export const PromptVersion = z.object({
  version: z.number().int(),
  prompt: z.string(),
  model: z.string(),
  provider: PromptProvider,
  changedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PromptVersion = z.infer<typeof PromptVersion>;
export const PromptVersionsResponse = adminPage(PromptVersion);
export const PromptVersionsQuery = AdminPageQuery;
export const RestorePromptRequest = z.object({ version: z.number({ error: 'Please choose a version to restore' }).int().min(1) });

/** Which AI providers this server has a key for; a prompt whose provider has none runs on the local analyser. */
export const AiProvidersResponse = z.object({ openai: z.boolean(), openrouter: z.boolean() });
export type AiProvidersResponse = z.infer<typeof AiProvidersResponse>;

/* ---------- Support messages ---------- */

export const AdminMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  category: ContactCategory,
  message: z.string(),
  status: ContactStatus,
  createdAt: z.string(),
  userId: z.string().nullable(),
  metadata: z.object({ source: z.string(), planId: z.string().optional() }).nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessage>;
export const AdminMessagesResponse = adminPage(AdminMessage);
export const AdminMessagesQuery = AdminPageQuery.extend({ status: ContactStatus.optional() });
export const UpdateMessageStatusRequest = z.object({
  status: z.enum(ContactStatus.options, { error: 'Status must be new, read or resolved' }),
});

/* ---------- Orders ---------- */

/** The artwork file to print, as the admin downloads it (GET /api/admin/orders/{id}/artwork/original). */
export const AdminOrderArtworkFile = z.object({
  downloadUrl: z.string(),
  /** `order-<number>-artwork.<jpg|png>`, the name the download is saved under. */
  fileName: z.string(),
  /** Pixels, measured when the parent uploaded. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  byteSize: z.number().int(),
  /**
   * False for artwork stored before full-resolution copies were kept: the download is then the
   * largest copy there is, the display copy of at most 2048 px a side.
   */
  fullResolution: z.boolean(),
});
export type AdminOrderArtworkFile = z.infer<typeof AdminOrderArtworkFile>;

export const AdminOrder = z.object({
  id: z.string(),
  productType: ProductType,
  productTitle: z.string(),
  configuration: z.union([FrameConfiguration, TshirtConfiguration]),
  /** An admin-only, authorised address of the artwork (GET /api/admin/orders/{id}/artwork). */
  imageUrl: z.string().nullable(),
  price: z.number().int(),
  status: OrderStatus,
  trackingNumber: z.string().nullable(),
  fulfillmentNotes: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  shippingAddress: StoredShippingAddress.nullable(),
  /** Beyond the spec: the artwork's original for printing, with its pixel and byte size; null when the order has none. */
  artworkFile: AdminOrderArtworkFile.nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
export const AdminOrdersResponse = adminPage(AdminOrder);
export const AdminOrdersQuery = AdminPageQuery.extend({ status: OrderStatus.optional() });
export const UpdateOrderStatusRequest = z.object({
  status: z.enum(OrderStatus.options, { error: 'Status must be pending, paid, fulfilled or shipped' }),
});
/** Only non-empty fields are sent (spec 001 §5); at least one must be. */
export const UpdateFulfillmentRequest = z
  .object({
    trackingNumber: z.string().trim().min(1, 'The tracking number cannot be blank').max(100, 'Please use at most 100 characters').optional(),
    notes: z.string().trim().min(1, 'The notes cannot be blank').max(2000, 'Please keep the notes under 2000 characters').optional(),
  })
  .refine((v) => v.trackingNumber !== undefined || v.notes !== undefined, 'Please enter a tracking number or notes');

/* ---------- Users ---------- */

export const AdminUserSummary = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  hasPurchasedPlan: z.boolean(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;
export const AdminUsersResponse = adminPage(AdminUserSummary);
/** `search` finds part of an e-mail address or of a name (beyond the spec, which searches e-mail only). */
export const AdminUsersQuery = AdminPageQuery.extend({ search: z.string().trim().max(254).optional() });

/** Spec 001 §3 Plan summary. */
export const AdminPlanSummary = z.object({
  id: z.string(),
  type: z.string().nullable(),
  createdAt: z.string(),
  isCompleted: z.boolean(),
  isActive: z.boolean(),
  isArchived: z.boolean(),
  isPaid: z.boolean(),
  currentWeek: z.number().int().nullable(),
});
export type AdminPlanSummary = z.infer<typeof AdminPlanSummary>;

export const AdminUserDetail = AdminUserSummary.extend({
  name: z.string(),
  role: z.enum(['parent', 'admin']),
  /** We create no payment-provider customers, so this is null ('None') unless one exists. */
  stripeCustomerId: z.string().nullable(),
  stats: z.object({
    totalPlans: z.number().int(),
    activePlans: z.number().int(),
    completedPlans: z.number().int(),
    totalSubmissions: z.number().int(),
    totalFreeChallenges: z.number().int(),
  }),
  recentPlans: z.array(AdminPlanSummary),
  /** Second charges for a plan paid already, given back automatically (the audit's issue 16). */
  refundedPayments: z
    .array(z.object({ planId: z.string().nullable(), amount: z.number().int(), currency: z.string(), refundedAt: z.string(), reason: z.string().nullable() }))
    .optional(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** Spec 001 §4: completed; else active (active and not archived); else paid; else unpaid. */
export type PlanDisplayState = 'completed' | 'active' | 'paid' | 'unpaid';
export function planDisplayState(plan: Pick<AdminPlanSummary, 'isCompleted' | 'isActive' | 'isArchived' | 'isPaid'>): PlanDisplayState {
  if (plan.isCompleted) return 'completed';
  if (plan.isActive && !plan.isArchived) return 'active';
  if (plan.isPaid) return 'paid';
  return 'unpaid';
}

/* ---------- Vouchers ---------- */

export const AdminVoucher = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminVoucher = z.infer<typeof AdminVoucher>;
export const AdminVouchersResponse = adminPage(AdminVoucher);
export const AdminVouchersQuery = AdminPageQuery;
export const CreateVoucherRequest = z.object({
  code: z.string({ error: ADMIN_MESSAGES.voucherCodeRequired }).trim().min(1, ADMIN_MESSAGES.voucherCodeRequired),
  description: z.string().trim().max(500, 'Please keep the description under 500 characters').nullable().optional(),
  /** An ISO date or date-time; a bare date means the end of that day (UTC). */
  expiresAt: z.string().trim().nullable().optional(),
  maxUses: z
    .number({ error: 'Maximum uses must be a whole number of at least 1' })
    .int('Maximum uses must be a whole number of at least 1')
    .min(1, 'Maximum uses must be a whole number of at least 1')
    .max(1_000_000, 'Maximum uses must be at most 1,000,000')
    .default(DEFAULT_VOUCHER_MAX_USES),
});
export type CreateVoucherRequest = z.input<typeof CreateVoucherRequest>;

/** Generate: 8 characters of A–Z and 0–9 (spec 001 §5, §9). */
export function generateVoucherCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 36).
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < VOUCHER_CODE_LENGTH) {
    for (const byte of random(VOUCHER_CODE_LENGTH)) {
      if (byte < limit && code.length < VOUCHER_CODE_LENGTH) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

/* ---------- Audit trail ---------- */

export const AuditEntityType = z.enum(['prompt', 'message', 'order', 'voucher']);
export type AuditEntityType = z.infer<typeof AuditEntityType>;

/** Who changed what, when: one row per admin change, shown under each item. */
export const AuditEvent = z.object({
  id: z.string(),
  entityType: AuditEntityType,
  entityId: z.string(),
  /** e.g. 'status', 'fulfillment', 'prompt.update', 'prompt.restore', 'voucher.create', 'voucher.deactivate'. */
  action: z.string(),
  /** Field → [before, after]; for creation the fields set. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;
export const AuditEventsResponse = adminPage(AuditEvent);
export const AuditEventsQuery = AdminPageQuery.extend({ entityType: AuditEntityType, entityId: z.string().min(1).max(64) });

/** Every admin API path, for the authorisation matrix and the client. */
export const ADMIN_API = {
  prompts: '/api/admin/prompts',
  prompt: (id: string) => `/api/admin/prompts/${id}`,
  promptVersions: (id: string) => `/api/admin/prompts/${id}/versions`,
  restorePrompt: (id: string) => `/api/admin/prompts/${id}/restore`,
  aiProviders: '/api/admin/ai-providers',
  messages: '/api/admin/messages',
  message: (id: string) => `/api/admin/messages/${id}`,
  orders: '/api/admin/orders',
  orderStatus: (id: string) => `/api/admin/orders/${id}/status`,
  orderFulfillment: (id: string) => `/api/admin/orders/${id}/fulfillment`,
  orderArtwork: (id: string) => `/api/admin/orders/${id}/artwork`,
  orderArtworkOriginal: (id: string) => `/api/admin/orders/${id}/artwork/original`,
  users: '/api/admin/users',
  user: (id: string) => `/api/admin/users/${id}`,
  vouchers: '/api/admin/vouchers',
  deactivateVoucher: (id: string) => `/api/admin/vouchers/${id}/deactivate`,
  audit: '/api/admin/audit',
} as const;
