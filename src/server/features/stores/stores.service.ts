import { randomBytes } from 'node:crypto';
import type { PublicStore } from '#shared/contracts/onboarding.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { toWebpVariants } from '../../lib/images.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import {
  findStoreByHandle,
  findStoreById,
  findStoreByUser,
  insertStore,
  type StoreRow,
  storeHandleExists,
  updateStoreAvatar,
  updateStoreHandle,
} from './stores.repository.ts';


export const AVATAR_WIDTH = 256;

function toPublic(row: StoreRow, media: MediaStorage): PublicStore {
  return {
    id: row.id,
    handle: row.handle,
    displayName: row.displayName,
    bio: row.bio,
    avatarUrl: row.avatarKey ? media.url(`${row.avatarKey}-${AVATAR_WIDTH}.webp`) : null,
  };
}

/** Whether a creator store already answers at /@{handle} (ignoring case). */
export function isStoreHandleTaken(db: Db, handle: string): Promise<boolean> {
  return storeHandleExists(db, handle);
}

export async function getStoreByHandle(db: Db, media: MediaStorage, handle: string): Promise<PublicStore> {
  const row = await findStoreByHandle(db, handle);
  if (!row) throw new AppError('not_found', 'Creator not found');
  return toPublic(row, media);
}

export async function getStoreById(db: Db, media: MediaStorage, id: string): Promise<PublicStore> {
  const row = isUuid(id) ? await findStoreById(db, id) : null;
  if (!row) throw new AppError('not_found', 'Creator not found');
  return toPublic(row, media);
}

export async function findOwnStore(db: Db, userId: string): Promise<{ id: string; handle: string } | null> {
  const row = await findStoreByUser(db, userId);
  return row ? { id: row.id, handle: row.handle } : null;
}

/** Opens a creator's store; one per account. Run inside the onboarding transaction. */
export async function openStore(
  db: Db,
  input: { userId: string; handle: string; displayName: string; bio: string },
): Promise<{ id: string; handle: string }> {
  if (await findStoreByUser(db, input.userId)) throw new AppError('conflict', 'You already have a store.');
  if (await storeHandleExists(db, input.handle)) {
    throw new AppError('conflict', 'That handle is taken.', { handle: ['That handle is taken. Try another.'] });
  }
  const row = await insertStore(db, input);
  return { id: row.id, handle: row.handle };
}

/** Moves a creator's store to a new handle (the caller checked it is free). */
export async function renameStoreHandle(db: Db, userId: string, handle: string): Promise<void> {
  await updateStoreHandle(db, userId, handle);
}

/** Replaces the creator's store avatar with an uploaded image (checked by its bytes, stored as square WebP). */
export async function setStoreAvatar(db: Db, media: MediaStorage, userId: string, image: Uint8Array): Promise<PublicStore> {
  const store = await findStoreByUser(db, userId);
  if (!store) throw new AppError('forbidden', 'Open your store first.');
  const variants = await toWebpVariants(image, [AVATAR_WIDTH], { square: true, field: 'avatar' });
  const key = `avatars/${store.id}/${randomBytes(6).toString('hex')}`;
  for (const [width, bytes] of variants) await media.put(`${key}-${width}.webp`, bytes);
  await updateStoreAvatar(db, userId, key);
  return toPublic({ ...store, avatarKey: key }, media);
}
