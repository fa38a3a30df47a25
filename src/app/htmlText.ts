/** Text placed in the confirm dialog's HTML message: user-chosen names must not become markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
