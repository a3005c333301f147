import { describe, expect, it } from 'vitest';
import { checkAttachments, sniffAttachment } from './complaint-draft';
import { filesToKeep, KEPT_FILES_BYTES, parsePendingComplaint } from './pending-complaint';

const file = (name: string, bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('a complaint kept for after the login', () => {
  it('keeps as many files as fit, smallest first, and names the rest', () => {
    const big = file('video-still.png', KEPT_FILES_BYTES - 1000);
    const small = file('receipt.png', 2000);
    const medium = file('ticket.pdf', 5000, 'application/pdf');
    const { kept, dropped } = filesToKeep([big, small, medium]);
    expect(kept).toEqual([small, medium]);
    expect(dropped).toEqual([big]);
  });

  it('turns the stored text back into the draft and its files', () => {
    const raw = JSON.stringify({
      draft: { complainant_name: 'Faith', message: 'Overcharged' },
      files: [{ name: 'a.png', type: 'image/png', dataUrl: 'data:image/png;base64,AAEC' }],
    });
    const pending = parsePendingComplaint(raw);
    expect(pending?.draft.complainant_name).toBe('Faith');
    expect(pending?.files[0]?.name).toBe('a.png');
    expect(pending?.files[0]?.size).toBe(3);
  });

  it('drops stored text that is not a complaint', () => {
    expect(parsePendingComplaint('not json')).toBeNull();
    expect(parsePendingComplaint('{"draft":null}')).toBeNull();
  });
});

describe('attachments before sending', () => {
  it('leaves out files of other types, over the size, and past the count', () => {
    const notes = file('notes.txt', 10, 'text/plain');
    const files = [
      notes,
      file('huge.jpg', 6 * 1024 * 1024, 'image/jpeg'),
      ...Array.from({ length: 6 }, (_, i) => file(`p${i}.png`, 10)),
    ];
    const { sendable, wrongType, tooBig, tooMany } = checkAttachments(files, (one) =>
      one === notes ? null : 'image/png',
    );
    expect(wrongType.map((f) => f.name)).toEqual(['notes.txt']);
    expect(tooBig.map((f) => f.name)).toEqual(['huge.jpg']);
    expect(sendable).toHaveLength(5);
    expect(tooMany.map((f) => f.name)).toEqual(['p5.png']);
  });
});

describe('a file is judged by its bytes when it is attached', () => {
  const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

  it('knows a real PNG, whatever its name', async () => {
    expect(await sniffAttachment(new File([new Uint8Array(PNG_HEAD)], 'photo.bin'))).toBe(
      'image/png',
    );
  });

  it('refuses a text file named receipt.png, as the server would', async () => {
    const fake = new File(['These are my notes, not a photo.'], 'receipt.png', {
      type: 'image/png',
    });
    expect(await sniffAttachment(fake)).toBeNull();
  });
});
