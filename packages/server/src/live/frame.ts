/** One Server-Sent Event, encoded once and written to every stream it is for. */
export const frame = (id: number | null, event: string, data: unknown) => `${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
