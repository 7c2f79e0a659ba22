import { DEFAULT_UPLOAD_LIMIT_MB, MAX_ID_CARD_IMAGES, type MessageKey } from '@portal/domain';

/**
 * What a slot takes (part 1 §5, Upload rules): any allowed document (PDF, image, archive), a PDF only
 * (authorization letters), or identity card photos (jpg, jpeg, png; up to 3 per side).
 */
export type SlotKind = 'document' | 'pdf' | 'idCard';

/** The file as the browser describes it. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** Why a file is refused: a key of the domain's message catalogue and its parameters. */
export interface Refusal {
  key: MessageKey;
  params?: Record<string, number>;
}

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Declared types the rules allow: containing pdf, image, zip or compressed (application/x-compressed, x-rar-compressed…). */
const DOCUMENT_TYPE = /pdf|image|zip|compressed/i;
const DOCUMENT_EXTENSIONS = new Set(['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'zip', 'rar', '7z']);
const ID_CARD_EXTENSIONS = new Set(['jpg', 'jpeg', 'png']);

/** The file picker's filter of each kind. */
export const ACCEPT: Record<SlotKind, string> = {
  document: '.pdf,image/*,.zip,.rar,.7z,application/zip,application/x-compressed',
  pdf: '.pdf,application/pdf',
  idCard: '.jpg,.jpeg,.png,image/jpeg,image/png',
};

/** How many files a slot holds: one (a new file replaces it), or three per identity card side. */
export const maxFilesOf = (kind: SlotKind) => (kind === 'idCard' ? MAX_ID_CARD_IMAGES : 1);

function typeAllowed(file: PickedFile, kind: SlotKind): boolean {
  const ext = extensionOf(file.name);
  if (kind === 'pdf') return ext === 'pdf' || file.type === 'application/pdf';
  if (kind === 'idCard') return ID_CARD_EXTENSIONS.has(ext) && (file.type === '' || /^image\/(jpeg|png)$/.test(file.type));
  return DOCUMENT_TYPE.test(file.type) || DOCUMENT_EXTENSIONS.has(ext);
}

const TYPE_REFUSAL: Record<SlotKind, MessageKey> = { document: 'uploadTypeRefused', pdf: 'authorizationFormat', idCard: 'idCardFormat' };

/**
 * The client's mirror of the upload rules, checked before sending: type, empty file, size limit and the
 * number of files the slot already holds. The server checks again and has the last word.
 */
export function refuseUpload(file: PickedFile, kind: SlotKind, held: number, limitMb: number = DEFAULT_UPLOAD_LIMIT_MB): Refusal | undefined {
  if (!typeAllowed(file, kind)) return { key: TYPE_REFUSAL[kind] };
  if (file.size === 0) return { key: 'uploadEmpty' };
  if (file.size > limitMb * 1024 * 1024) return { key: 'uploadTooLarge', params: { max: limitMb } };
  const max = maxFilesOf(kind);
  if (max > 1 && held >= max) return { key: 'idCardTooMany' };
  return undefined;
}
