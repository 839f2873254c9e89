import { DEFAULT_SETTINGS, DEVICE_SETTINGS, type TDeviceSetting } from "./options";

/**
 * The settings as an update leaves them (the server's rule, which the web app applies at once too).
 * Zod-free, like the options: the web app applies an update in its first chunk, which must not
 * carry the schemas' library (about 15 KB gzipped) for pages that validate nothing (issue 30). Typed
 * by its caller's settings (TSettings, TSettingsUpdate), so it imports nothing from the schemas.
 */
export function applySettingsUpdate<T extends { followsDevice: readonly TDeviceSetting[] }>(
  settings: T,
  update: Readonly<Record<string, unknown>>,
): T {
  const next: Record<string, unknown> = { ...settings };
  const follows = new Set<TDeviceSetting>(settings.followsDevice);
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    const deviceKey = (DEVICE_SETTINGS as readonly string[]).includes(key) ? (key as TDeviceSetting) : undefined;
    if (value === null) {
      if (deviceKey) {
        next[key] = DEFAULT_SETTINGS[deviceKey];
        follows.add(deviceKey);
      }
      continue;
    }
    next[key] = value;
    if (deviceKey) follows.delete(deviceKey);
  }
  next.followsDevice = DEVICE_SETTINGS.filter((key) => follows.has(key));
  return next as T;
}
