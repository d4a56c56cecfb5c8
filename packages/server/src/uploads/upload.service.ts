import { createHash } from 'node:crypto';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { requireVisibleLead } from '../leads/lead-access.js';
import { acceptFile, displayFileName } from './upload-file-type.js';
import { UploadedFileRepository } from './uploaded-file.repository.js';
import type { UploadStorage } from './upload-storage.js';

/** A file as the multipart body brought it: the client's name and type, read in full. */
export type ReceivedFile = { readonly name: string; readonly declaredType: string; readonly bytes: Buffer };

/**
 * Where a file can be fetched (GET /uploads/{fileKey}/{fileName}): a capability address, since the
 * stored name holds 128 random bits; carriers fetching MMS media and customers need no token.
 */
export const uploadedFileUrl = (storedName: string, name: string): string =>
  `/uploads/${storedName}/${encodeURIComponent(name)}`;

/** A stored file as the download serves it. */
export type DownloadedFile = { readonly contentType: string; readonly name: string; readonly bytes: Buffer };

/** Files staff attach to a conversation (spec 1 §7 POST /api/uploadFile). */
export class UploadService {
  constructor(
    private readonly db: Database,
    private readonly storage: UploadStorage,
  ) {}

  /** Checked before the body is read, so a file for a lead the user cannot see is never stored. */
  requireLead(principal: Principal, leadId: number): Promise<void> {
    return requireVisibleLead(this.db, principal, leadId);
  }

  async upload(principal: Principal, leadId: number, file: ReceivedFile): Promise<Schemas['UploadedFile']> {
    await this.requireLead(principal, leadId);
    const fileName = displayFileName(file.name);
    const accepted = acceptFile(fileName, file.declaredType, file.bytes);
    const storedName = await this.storage.write(leadId, accepted.extension, file.bytes);
    try {
      await new UploadedFileRepository(this.db).insert({
        fsiId: leadId,
        storedName,
        originalName: fileName,
        contentType: accepted.contentType,
        sizeBytes: file.bytes.length,
        userId: principal.userId,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      });
      return { url: uploadedFileUrl(storedName, fileName), fileName };
    } catch (error) {
      // No row, no file: the lead may have gone meanwhile.
      await this.storage.remove(leadId, storedName);
      throw error;
    }
  }

  /** The file behind a download key, or null: unknown keys and files gone from disk look the same. */
  async download(storedName: string): Promise<DownloadedFile | null> {
    const row = await new UploadedFileRepository(this.db).findByStoredName(storedName);
    if (!row) return null;
    const bytes = await this.storage.read(row.fsi_id, storedName);
    return bytes && { contentType: row.content_type, name: row.original_name, bytes };
  }
}
