import type { SharedFileListRequest, sharedFilePageSchema, sharedFileTypeSchema } from '@portside/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../lib/request';

export const SHARED_FILE_PAGE_LIST_URL = '/cms/api/BaseData/GetSharedFilePageList';
export const SHARED_FILE_TYPES_URL = '/cms/api/BaseData/GetSharedFileTypes';
export const DELETE_FILE_URL = '/cms/api/BaseData/DeleteFile';

export type SharedFilePage = z.infer<typeof sharedFilePageSchema>;
export type SharedFileType = z.infer<typeof sharedFileTypeSchema>;

/** Every shared-folder query starts with this key. */
const SHARED_FILES_KEY = ['sharedFiles'] as const;

export function useSharedFilePage(request: SharedFileListRequest) {
  return useQuery({
    queryKey: [...SHARED_FILES_KEY, 'page', request],
    queryFn: () => post<SharedFilePage>(SHARED_FILE_PAGE_LIST_URL, request),
    placeholderData: keepPreviousData,
  });
}

export function useSharedFileTypes() {
  return useQuery({
    queryKey: [...SHARED_FILES_KEY, 'types'],
    queryFn: () => post<SharedFileType[]>(SHARED_FILE_TYPES_URL, {}),
  });
}

/** Reads the folder again, after an upload or a deletion. */
export function useRefreshSharedFiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SHARED_FILES_KEY });
}

export function useDeleteFile() {
  const refresh = useRefreshSharedFiles();
  return useMutation({
    mutationFn: (id: string) => post<null>(DELETE_FILE_URL, { Id: id }),
    onSuccess: refresh,
  });
}
