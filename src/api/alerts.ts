/**
 * A project's alert channels and deliveries (docs/runs.md#alerts). Lists show addresses cut to
 * their origin and signing secrets masked; the create answer carries a webhook's secret, once.
 */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type AlertChannel = components['schemas']['AlertChannel'];
export type AlertChannelCreate = components['schemas']['AlertChannelCreate'];
export type AlertChannelUpdate = components['schemas']['AlertChannelUpdate'];
export type AlertDelivery = components['schemas']['AlertDelivery'];

export const listAlertChannels = (suiteId: string): Promise<AlertChannel[]> =>
  unwrap(apiClient.GET('/test-suites/{id}/alert-channels', { params: { path: { id: suiteId } } }));

export const createAlertChannel = (suiteId: string, body: AlertChannelCreate): Promise<AlertChannel> =>
  unwrap(apiClient.POST('/test-suites/{id}/alert-channels', { params: { path: { id: suiteId } }, body }));

/** Only the fields sent change; answers the channel as listed (masked). */
export const updateAlertChannel = (suiteId: string, channelId: string, body: AlertChannelUpdate): Promise<AlertChannel> =>
  unwrap(apiClient.PATCH('/test-suites/{id}/alert-channels/{channelId}', { params: { path: { id: suiteId, channelId } }, body }));

/** Queues a test alert through the channel; answers its delivery, pending. */
export const sendTestAlert = (suiteId: string, channelId: string): Promise<AlertDelivery> =>
  unwrap(apiClient.POST('/test-suites/{id}/alert-channels/{channelId}/test', { params: { path: { id: suiteId, channelId } } }));

export const deleteAlertChannel = async (suiteId: string, channelId: string): Promise<void> => {
  await unwrap(apiClient.DELETE('/test-suites/{id}/alert-channels/{channelId}', { params: { path: { id: suiteId, channelId } } }));
};

export const listAlertDeliveries = (suiteId: string, limit = 20): Promise<AlertDelivery[]> =>
  unwrap(apiClient.GET('/test-suites/{id}/alert-deliveries', { params: { path: { id: suiteId }, query: { limit } } }));
