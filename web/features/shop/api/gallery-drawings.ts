import { useQuery } from '@tanstack/react-query';
import { GalleryDrawingsResponse, SHOP_API } from '../../../../contracts/shop';
import { queryFnFor } from '@/lib/api-client';

/** GET /api/shop/drawings: the parent's own drawings that can become the artwork, newest first. */
export function useGalleryDrawings(enabled: boolean) {
  return useQuery({ queryKey: [SHOP_API.drawings], queryFn: queryFnFor(GalleryDrawingsResponse), enabled });
}
