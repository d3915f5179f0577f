/** A lone UTF-16 surrogate, which encodeURIComponent refuses. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent for any string: a lone surrogate becomes U+FFFD first. */
export const encodeUri = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));
