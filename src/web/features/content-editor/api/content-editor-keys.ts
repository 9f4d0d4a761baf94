/** Query keys of the content editor (admin keys start with 'admin') and its API addresses. */
import { paths } from '../../../../domain/paths';
import type { TContentKind } from '../../../../domain/content';

export const contentEditorKeys = {
  all: ['admin', 'content-editor'] as const,
  portals: (search: string) => [...contentEditorKeys.all, 'portals', search] as const,
  document: (portalId: string) => [...contentEditorKeys.all, 'document', portalId] as const,
};

const encode = encodeURIComponent;
export const contentEditorUrls = {
  portals: '/api/admin/content/portals',
  document: (portalId: string) => `/api/admin/content/${encode(portalId)}`,
  save: (portalId: string, kind: TContentKind) => `/api/admin/content/${encode(portalId)}/${kind}`,
  /** A kind's translation into a language other than English (PUT saves, DELETE removes). */
  translation: (portalId: string, kind: TContentKind, language: string) =>
    `/api/admin/content/${encode(portalId)}/${kind}/translations/${encode(language)}`,
  serviceMap: (portalId: string) => `/api/admin/content/${encode(portalId)}/service-map`,
};

/** The editor's pages. */
export const contentEditorPaths = {
  list: paths.admin.content,
  portal: paths.admin.contentPortal,
};
