import { createBatchedViewCounts } from '../../modules/pros/index.ts';
import { audienceRoutes } from '../route-options.ts';
import { cartHandoffRoutes } from './cart-handoff.ts';
import { catalogRoutes } from './catalog.ts';
import { cataloguePictureRoutes } from './catalogue-pictures.ts';
import { checkoutRoutes } from './checkout.ts';
import { designerRoutes } from './designers.ts';
import { proPictureRoutes } from './pro-pictures.ts';
import { productPhotoRoutes } from './product-photos.ts';
import { productPreviewRoutes } from './product-picture.ts';
import { productPictureRoutes } from './product-pictures.ts';
import { projectCartRoutes } from './project-cart.ts';
import { projectCartLineChangesRoutes } from './project-cart-line-changes.ts';
import { sampleRequestRoutes } from './sample-request.ts';
import { sandboxGatewayRoutes } from './sandbox-gateway.ts';
import { settingsRoutes } from './settings.ts';
import { showroomVisitRoutes } from './showroom-visits.ts';
import { showroomRoutes } from './showrooms.ts';

/** The shop's routes, for visitors and homeowners: catalogue, pictures, showrooms, cart, checkout. Public unless a route says otherwise. */
export const storeRoutes = audienceRoutes('public', [
  async (app, { ctx }) => {
    const views = createBatchedViewCounts(
      (showroomId, amount) => ctx.pros.count(showroomId, 'product_view', amount),
      (error) => app.log.warn({ err: error }, 'product views not counted'),
    );
    await app.register(catalogRoutes, { services: ctx.catalog, countProductView: views.add });
  },
  productPictureRoutes,
  cataloguePictureRoutes,
  productPreviewRoutes,
  proPictureRoutes,
  productPhotoRoutes,
  designerRoutes,
  showroomRoutes,
  showroomVisitRoutes,
  settingsRoutes,
  sampleRequestRoutes,
  projectCartRoutes,
  projectCartLineChangesRoutes,
  cartHandoffRoutes,
  sandboxGatewayRoutes,
  checkoutRoutes,
]);
