/**
 * GET /api/billing/{uid}: the Billing page's rates (spec 02 §2.3) for the signed-in customer's
 * portal, with the portal's display options applied here (hidden rates are never sent). The uid
 * must be the signed-in customer's; any other answers 404, as if it did not exist.
 */
import type { FeatureRoutes } from '../types';
import { ZErrorBody } from '../../../domain/errors';
import {
  ENTERPRISE_BILLING,
  NO_BILLING,
  ZBillingParams,
  ZBillingResponse,
  billingFromSetup,
  type TBillingResponse,
} from '../../../domain/billing';
import { requireCustomer } from '../../auth/guards';
import { notFound } from '../../errors';
import { createPortalRepository } from '../portals/portal-repository';
import { activeCartsOf } from '../services/services-service';

export const billingRoutes: FeatureRoutes = async (api, ctx) => {
  const portals = createPortalRepository(ctx.db);

  api.get(
    '/billing/:uid',
    {
      schema: {
        tags: ['billing'],
        summary: 'Rates for the current rates year of the signed-in customer’s portal',
        params: ZBillingParams,
        response: { 200: ZBillingResponse, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply): Promise<TBillingResponse> => {
      const customer = requireCustomer(request);
      if (request.params.uid !== customer.uid)
        throw notFound('No billing information was found for this customer.');
      reply.header('cache-control', 'private, no-cache');
      const [portal, active] = await Promise.all([
        portals.getCustomerPortal(customer.uid),
        activeCartsOf(ctx, customer.uid),
      ]);
      if (active.enterprise) return ENTERPRISE_BILLING;
      const setup = portal?.setup;
      if (!setup) return NO_BILLING;
      return billingFromSetup({ ...setup.setup, portalTitle: setup.portalTitle }, active.carts);
    },
  );
};
