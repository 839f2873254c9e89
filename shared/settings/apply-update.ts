// The update rule lives with the settings' schema (one module, no import cycle); this is its name
// where the web imports it from.
export { applySettingsUpdate, DEVICE_SETTINGS, type TDeviceSetting } from "../schemas/settings";
