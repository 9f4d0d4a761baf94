/**
 * GET /api/portal/branding: the portal title, menu flags, contact details and social links for the
 * current visitor. A signed-in customer gets their portal setup (through defaultServicesId); visitors
 * get the company defaults.
 */
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import {
  resolveBranding,
  ZPortalBrandingResponse,
  type BrandingSetup,
  type TPortalBrandingResponse,
} from '../../../domain/branding';
import { createPortalRepository } from './portal-repository';
import { companyDefaults } from '../../company-defaults';

export const brandingRoutes: FeatureRoutes = async (api, ctx) => {
  const portals = createPortalRepository(ctx.db);
  const company = companyDefaults(ctx.config);

  api.get(
    '/portal/branding',
    {
      schema: {
        tags: ['portals'],
        summary: 'Branding of the portal the current visitor sees (title, menu flags, contact details)',
        response: { 200: ZPortalBrandingResponse, 500: ZErrorBody },
      },
    },
    async (request, reply): Promise<TPortalBrandingResponse> => {
      // branding differs per signed-in customer: never cache it in a shared cache
      reply.header('cache-control', 'private, no-cache');
      const uid = request.customer?.uid;
      const portal = uid ? await portals.getCustomerPortal(uid) : null;
      const setup = portal?.setup ?? null;
      const branding = resolveBranding(
        setup ? { ...(setup.setup as BrandingSetup), portalTitle: setup.portalTitle } : null,
        company,
      );
      return {
        ...branding,
        portalId: setup?.id ?? null,
        enterprise: portal?.entryType === 'EnterpriseCustomerProfile',
        demoMailbox: ctx.config.demoMailbox,
        demoMode: ctx.config.publicDemo ? 'public' : ctx.config.demoMode ? 'local' : 'off',
      };
    },
  );
};
