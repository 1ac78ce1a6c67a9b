import { GALLERY_LIMIT, type GalleryDrawing } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import { galleryRepository, type GalleryRow } from './gallery-repository.ts';

function label(row: GalleryRow): string {
  const child = row.childName?.trim();
  const whose = child ? `${child} · ` : '';
  if (row.from === 'week') return `${whose}Week ${row.weekNumber}${row.challengeTitle ? `: ${row.challengeTitle}` : ''}`;
  if (row.from === 'first-drawing') return `${whose}First drawing`;
  return 'Free analysis';
}

/** GET /api/shop/drawings: the drawings a parent may turn into a keepsake without uploading again (issue 35). */
export async function listGalleryDrawings({ db, userId }: { db: Db; userId: string }): Promise<GalleryDrawing[]> {
  const rows = await galleryRepository.list(db, userId, GALLERY_LIMIT);
  return rows.map((row) => ({ fileId: row.fileId, imageUrl: `/api/files/${row.fileId}`, label: label(row), createdAt: row.createdAt.toISOString() }));
}
