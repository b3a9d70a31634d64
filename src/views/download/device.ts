/** The visitor's device from the user agent (CNT-10): decides which download comes first. */
export type Device = "ios" | "android" | "other";

export function deviceOf(userAgent: string, maxTouchPoints = 0): Device {
  if (/Android/i.test(userAgent)) return "android";
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  // iPadOS asks for the desktop site: a "Macintosh" with a touch screen is an iPad.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  return "other";
}

export type AppKind = "IOS" | "IOS_LITE" | "ANDROID";

/** The platform's download resources in the page's order: the visitor's own platform first. */
export function downloadOrder(device: Device): AppKind[] {
  if (device === "android") return ["ANDROID", "IOS", "IOS_LITE"];
  return ["IOS", "IOS_LITE", "ANDROID"];
}
