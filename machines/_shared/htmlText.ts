/**
 * Text placed in the confirm dialog's HTML message: user-chosen names must not become markup.
 * Here so machines, which build their dialogs' messages, can use it (they import nothing from src/).
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
