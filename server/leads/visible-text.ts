/**
 * Visitors' text made harmless to show (docs/decisions/055): in a terminal an escape sequence can
 * rewrite the screen, set the window title or ring the bell, and a bidirectional control
 * (U+202E and its kin) shows text in another order than it is stored, in a terminal and in a
 * spreadsheet alike. Each such character is replaced by its code written out (`\u001b`), so
 * what was sent stays readable and nothing acts on it.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, less tab, line feed and carriage return.
const CONTROLS_BUT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` with every control character (C0, DEL, C1) and bidirectional control shown as \uXXXX.
 * `keepLayout` leaves tab, line feed and carriage return as they are, for a CSV cell, where a
 * message's line breaks are data and the cell's quotes keep them in their place.
 */
export function showControls(text: string, { keepLayout = false } = {}): string {
  return text.replace(keepLayout ? CONTROLS_BUT_LAYOUT : CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
