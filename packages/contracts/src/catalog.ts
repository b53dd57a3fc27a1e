import { z } from 'zod';
import { authUserSchema, loginSchema, registerSchema } from './auth';
import { settingsSchema, updateSettingsSchema } from './settings';
import { businessDetailSchema, businessListSchema, businessSchema, createBusinessSchema, reorderBusinessesSchema, updateBusinessSchema } from './businesses';
import { businessMetricListSchema, businessMetricSchema, recordBusinessMetricSchema, updateBusinessMetricSchema } from './business-metrics';
import { createMeetingNoteSchema, listMeetingNotesQuerySchema, meetingNoteListSchema, meetingNoteSchema, updateMeetingNoteSchema } from './meeting-notes';
import { actionItemListSchema, actionItemSchema, createActionItemSchema, updateActionItemSchema } from './action-items';
import { createGrowthIdeaSchema, growthIdeaListSchema, growthIdeaSchema, updateGrowthIdeaSchema } from './growth-ideas';
import { businessIdQuerySchema } from './common';
import { adminBootstrapSchema, createPaymentIntentSchema, paymentIntentSchema, paymentsConfigSchema, paymentStatusQuerySchema, paymentStatusSchema } from './payments';
import { accountExportSchema, deleteAccountSchema, updateProfileSchema } from './account';

export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, `{id}` for parameters. */
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
  /** Answered by the BFF itself rather than a service. */
  gateway?: boolean;
}

/** Every /api call, from the same zod schemas the services validate with. New endpoints are added here. */
export const API_CATALOG: Endpoint[] = [
  { method: 'post', path: '/api/auth/register', tag: 'auth', summary: 'Create an account and sign in', body: registerSchema, response: authUserSchema, status: 201, gateway: true },
  { method: 'post', path: '/api/auth/login', tag: 'auth', summary: 'Sign in with email and password', body: loginSchema, response: authUserSchema, gateway: true },
  { method: 'get', path: '/api/auth/user', tag: 'auth', summary: 'The signed-in user (401 when signed out)', response: authUserSchema, gateway: true },
  { method: 'get', path: '/api/settings', tag: 'settings', summary: 'Settings, with defaults until changed', response: settingsSchema },
  { method: 'post', path: '/api/settings', tag: 'settings', summary: 'Change any settings', body: updateSettingsSchema, response: settingsSchema },
  { method: 'get', path: '/api/businesses', tag: 'businesses', summary: 'Businesses by sortOrder', response: businessListSchema },
  { method: 'post', path: '/api/businesses', tag: 'businesses', summary: 'Create a business (Free plan: 1)', body: createBusinessSchema, response: businessSchema, status: 201 },
  { method: 'get', path: '/api/businesses/{id}', tag: 'businesses', summary: 'A business with its dashboard stats', response: businessDetailSchema },
  { method: 'put', path: '/api/businesses/{id}', tag: 'businesses', summary: 'Rename a business, change its description and colour', body: updateBusinessSchema, response: businessSchema },
  { method: 'delete', path: '/api/businesses/{id}', tag: 'businesses', summary: 'Delete a business with its metrics, meetings, action items and ideas', status: 204 },
  { method: 'post', path: '/api/businesses/reorder', tag: 'businesses', summary: 'Reorder businesses (all or nothing)', body: reorderBusinessesSchema, response: businessListSchema },
  { method: 'get', path: '/api/business-metrics', tag: 'businesses', summary: "A business's metrics by date", query: businessIdQuerySchema, response: businessMetricListSchema },
  { method: 'post', path: '/api/business-metrics', tag: 'businesses', summary: 'Record revenue and clients for a date', body: recordBusinessMetricSchema, response: businessMetricSchema, status: 201 },
  { method: 'put', path: '/api/business-metrics/{id}', tag: 'businesses', summary: "Correct a recorded date's revenue and clients (or move them to another date)", body: updateBusinessMetricSchema, response: businessMetricSchema },
  { method: 'delete', path: '/api/business-metrics/{id}', tag: 'businesses', summary: "Delete a recorded date's figures", status: 204 },
  { method: 'get', path: '/api/meeting-notes', tag: 'meetings', summary: 'Meeting notes, newest first (optionally one business)', query: listMeetingNotesQuerySchema, response: meetingNoteListSchema },
  { method: 'post', path: '/api/meeting-notes', tag: 'meetings', summary: 'Create a meeting note', body: createMeetingNoteSchema, response: meetingNoteSchema, status: 201 },
  { method: 'put', path: '/api/meeting-notes/{id}', tag: 'meetings', summary: 'Edit a meeting note (full update)', body: updateMeetingNoteSchema, response: meetingNoteSchema },
  { method: 'delete', path: '/api/meeting-notes/{id}', tag: 'meetings', summary: 'Delete a meeting note', status: 204 },
  { method: 'get', path: '/api/action-items', tag: 'businesses', summary: "A business's action items", query: businessIdQuerySchema, response: actionItemListSchema },
  { method: 'post', path: '/api/action-items', tag: 'businesses', summary: 'Create an action item (starts todo)', body: createActionItemSchema, response: actionItemSchema, status: 201 },
  { method: 'put', path: '/api/action-items/{id}', tag: 'businesses', summary: 'Change an action item status, or edit it', body: updateActionItemSchema, response: actionItemSchema },
  { method: 'delete', path: '/api/action-items/{id}', tag: 'businesses', summary: 'Delete an action item', status: 204 },
  { method: 'get', path: '/api/growth-ideas', tag: 'businesses', summary: "A business's growth ideas", query: businessIdQuerySchema, response: growthIdeaListSchema },
  { method: 'post', path: '/api/growth-ideas', tag: 'businesses', summary: 'Create a growth idea (starts brainstorming)', body: createGrowthIdeaSchema, response: growthIdeaSchema, status: 201 },
  { method: 'put', path: '/api/growth-ideas/{id}', tag: 'businesses', summary: 'Change a growth idea status, or edit it', body: updateGrowthIdeaSchema, response: growthIdeaSchema },
  { method: 'delete', path: '/api/growth-ideas/{id}', tag: 'businesses', summary: 'Delete a growth idea', status: 204 },
  { method: 'patch', path: '/api/auth/user', tag: 'auth', summary: 'Change your first name, last name or profile picture link', body: updateProfileSchema, response: authUserSchema, gateway: true },
  { method: 'get', path: '/api/account/export', tag: 'account', summary: 'Download everything stored about you, from every service, as one JSON file', response: accountExportSchema, gateway: true },
  { method: 'delete', path: '/api/account', tag: 'account', summary: 'Delete your account and everything in it, and end all your sessions (type your email to confirm)', body: deleteAccountSchema, status: 204, gateway: true },
  { method: 'post', path: '/api/create-payment-intent', tag: 'payments', summary: 'Start (or resume) the £30 Premium payment: the client secret of your open PaymentIntent', body: createPaymentIntentSchema, response: paymentIntentSchema },
  { method: 'get', path: '/api/payments/config', tag: 'payments', summary: "Stripe's publishable key (null when payments are not configured)", response: paymentsConfigSchema },
  { method: 'get', path: '/api/payments/status', tag: 'payments', summary: 'After the return from Stripe: the payment status, granting Premium when it succeeded', query: paymentStatusQuerySchema, response: paymentStatusSchema },
  { method: 'post', path: '/api/payments/webhook', tag: 'payments', summary: "Stripe's webhook (no session: verified by its Stripe-Signature; raw body up to 64 KB)" },
  { method: 'post', path: '/api/admin/bootstrap', tag: 'payments', summary: 'The ADMIN_EMAIL account becomes admin and Premium, without payment', response: adminBootstrapSchema },
];
