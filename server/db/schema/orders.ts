import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderConfiguration, ShippingAddress } from '../../../contracts/shop.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/**
 * A one-time ticket for a direct upload (spec 001 §7 POST /api/objects/upload): the URL is
 * signed, expires, and is spent by the first PUT; only the parent who asked for it may turn
 * the object into artwork.
 */
export const uploadTickets = pgTable(
  'upload_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the raw bytes land (our own route, or a presigned S3 PUT). */
    storageKey: text('storage_key').notNull(),
    /** sha256 of the URL's secret; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /** Set when the object became artwork; a ticket is turned into artwork once. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** When the artwork was cropped to the paper: the whole photo, which the parent may take instead. */
    wholePhotoFileId: uuid('whole_photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('upload_tickets_user_id_idx').on(t.userId),
    index('upload_tickets_file_id_idx').on(t.fileId),
    // Deleting a file clears it here: without this, each deletion read every ticket (the purge's 500-file statements, ADR 032).
    index('upload_tickets_whole_photo_file_id_idx').on(t.wholePhotoFileId),
  ],
);

/** A keepsake order. The price is the server's; payment completion marks it paid once. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    productType: text('product_type', { enum: ['animated-frame', 'custom-tshirt'] }).notNull(),
    configuration: jsonb('configuration').$type<OrderConfiguration>().notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'paid', 'fulfilled', 'shipped'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The Stripe Checkout Session id (or the sandbox's own), unique per provider. */
    providerSessionId: text('provider_session_id'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    trackingNumber: text('tracking_number'),
    fulfillmentNotes: text('fulfillment_notes'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId),
    index('orders_file_id_idx').on(t.fileId),
    // The admin's pages, newest first, with and without a status filter (issue 36).
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    uniqueIndex('orders_provider_session_unique').on(t.provider, t.providerSessionId),
  ],
);
