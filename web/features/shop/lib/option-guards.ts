import { FrameConfiguration, TshirtConfiguration } from '../../../../contracts/shop';

/** The frame's choices as the page keeps them: the display name may still be empty. */
export type FrameOptions = { size: FrameConfiguration['size']; displayName: string };

export function isFrameOptions(value: unknown): value is FrameOptions {
  if (!value || typeof value !== 'object') return false;
  const { size, displayName } = value as Record<string, unknown>;
  return FrameConfiguration.safeParse({ size }).success && typeof displayName === 'string' && displayName.length <= 60;
}

export function isTshirtOptions(value: unknown): value is TshirtConfiguration {
  return TshirtConfiguration.safeParse(value).success;
}
