import type { Queryable } from '../db/database.js';

export type NewUploadedFile = {
  readonly fsiId: number;
  readonly storedName: string;
  readonly originalName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly userId: number;
  readonly sha256: string;
};

/** The uploaded_file rows behind the files staff attach to conversations. */
export class UploadedFileRepository {
  constructor(private readonly db: Queryable) {}

  async insert(file: NewUploadedFile): Promise<void> {
    await this.db.query(
      `INSERT INTO uploaded_file (fsi_id, stored_name, original_name, content_type, size_bytes, user_id, sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        file.fsiId,
        file.storedName,
        file.originalName,
        file.contentType,
        file.sizeBytes,
        file.userId,
        file.sha256,
      ],
    );
  }

  async findByStoredName(
    storedName: string,
  ): Promise<{ fsi_id: number; original_name: string; content_type: string } | undefined> {
    const [row] = await this.db.query<{ fsi_id: number; original_name: string; content_type: string }>(
      'SELECT fsi_id, original_name, content_type FROM uploaded_file WHERE stored_name = $1',
      [storedName],
    );
    return row;
  }
}
