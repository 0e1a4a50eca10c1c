export type TServerEvent = { event: string; id: string | null; data: Record<string, unknown> };

/**
 * Server-sent events from text as it arrives: blocks end with a blank line; `event`, `id` and
 * `data` fields are read, comments (`: ping`) skipped. The device and the tests read the stream
 * with this one parser.
 */
export function eventParser(onEvent: (event: TServerEvent) => void): (text: string) => void {
  let buffered = '';
  return (text) => {
    buffered += text;
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
      let event = 'message';
      let id: string | null = null;
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      if (data) onEvent({ event, id, data: JSON.parse(data) as Record<string, unknown> });
    }
  };
}
