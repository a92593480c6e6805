import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CUSTOMER_API_PREFIX,
  CUSTOMER_TOKEN_KEYWORD,
  customerLoginAnswer,
  customerPageQuery,
  diyPictureAnswer,
  guestLoginBody,
  profileAnswer,
  profileBody,
  shareTokenAnswer,
  wechatLoginBody,
} from '../../../resources/customers/customer-api.schema.ts';
import { customers } from '../../../resources/customers/customers.resource.ts';
import { UPLOAD_KINDS } from '../../../resources/uploads/upload-kinds.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestMerchant } from '../../engine/request-context.ts';
import { invalid } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import type { IdentityRow } from './customer-api.repository.ts';
import { customerOrderBody, customerOrdersPage, customerOrderSchema, customerWorkSchema, customerWorksPage, diyWorkBody } from './customer-api.schema.ts';
import { type CustomerCaller, customerApi } from './customer-api.service.ts';
import { guestIdentity, wechatConfigFrom, wechatIdentity } from './identity-providers.ts';
import { signShare } from './share-links.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** On `/app-api/customer/...` routes past the login: the identity the customer token names (checked for the key's merchant). */
    customerIdentity: IdentityRow | null;
  }
}

const TAGS = ['customer-api'];
const DIY_PICTURE_MAX_BYTES = UPLOAD_KINDS.texture.maxBytes;
const LIMITS_NOTE = 'Limited per customer (CUSTOMER_API_PER_IDENTITY_PER_MINUTE) and per address (CUSTOMER_API_PER_ADDRESS_PER_MINUTE), code 429 past either';

const callerOf = (request: FastifyRequest): CustomerCaller => ({ holder: request.keyHolder!, identity: request.customerIdentity! });

/**
 * The customer-facing API (issue 36, API.md §2): showroom apps, mini-programs and H5 pages name the
 * merchant with its publishable `customer` key; a customer signs in (WeChat, or an H5 guest) and
 * sends the token it got as `Authorization: Bearer <token>`; every answer is the boot envelope.
 * A customer reaches only its own profile, orders and works, of the key's merchant; a token used
 * with another merchant's key is a 401. Documented with `x-atrium-customer-token` where the token is needed.
 */
export function customerApiRoutes(app: FastifyInstance, deps: Pick<RouteDeps, 'db' | 'env' | 'limits' | 'storage' | 'resources'>): void {
  const api = customerApi(deps);
  const wechat = wechatIdentity(wechatConfigFrom(deps.env));
  const meta = (request: FastifyRequest) => ({ address: request.ip, language: request.language });

  addRoute(app, {
    method: 'POST',
    url: `${CUSTOMER_API_PREFIX}/login/wechat`,
    access: 'public',
    publishableKey: 'customer',
    summary:
      "Sign a mini-program user in: WeChat's wx.login() code is exchanged for its openid (jscode2session); the first login makes its customer (owned by the guide of a genuine share link, else by nobody). Answers a customer token. Limited per address (CUSTOMER_LOGINS_PER_ADDRESS_PER_MINUTE)",
    tags: TAGS,
    body: wechatLoginBody,
    response: customerLoginAnswer,
    handler: async (request) => api.login(wechat, request.keyHolder!, request.body, meta(request)),
  });
  addRoute(app, {
    method: 'POST',
    url: `${CUSTOMER_API_PREFIX}/login/guest`,
    access: 'public',
    publishableKey: 'customer',
    summary:
      'Sign an H5 guest in with the secret its page kept (a new guest, and a new secret, when it sends none or one this merchant never issued). A guest becomes a customer by leaving its phone (PUT profile). Answers a customer token. Limited per address (CUSTOMER_LOGINS_PER_ADDRESS_PER_MINUTE)',
    tags: TAGS,
    body: guestLoginBody,
    response: customerLoginAnswer,
    handler: async (request) => api.login(guestIdentity, request.keyHolder!, request.body, meta(request)),
  });

  void app.register(async (signedIn) => {
    signedIn.decorateRequest('customerIdentity', null);
    // Documented, so clients and the reliability suite know the token is needed besides the key.
    signedIn.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, [CUSTOMER_TOKEN_KEYWORD]: true } as typeof route.schema;
    });
    // After the gate named the key's merchant, before validation: no valid token, 401.
    signedIn.addHook('onRequest', async (request) => {
      request.customerIdentity = await api.authenticate(request.keyHolder!, request.headers.authorization);
    });
    // Valid calls count against the limits (an invalid one is refused before any work).
    signedIn.addHook('preHandler', async (request) => api.spend(request.customerIdentity!, request.ip));

    addRoute(signedIn, {
      method: 'GET',
      url: `${CUSTOMER_API_PREFIX}/profile`,
      access: 'public',
      publishableKey: 'customer',
      summary: `The signed-in customer's profile (null for a guest that has not left its phone). ${LIMITS_NOTE}`,
      tags: TAGS,
      response: profileAnswer,
      handler: async (request) => api.profile(callerOf(request)),
    });
    addRoute(signedIn, {
      method: 'PUT',
      url: `${CUSTOMER_API_PREFIX}/profile`,
      access: 'public',
      publishableKey: 'customer',
      summary: `Change the signed-in customer's profile (the back office's rules; one customer per phone). A guest leaves its phone here (spec §5: at least 3 digits) and becomes a customer: a new one, or the merchant's customer with that phone. ${LIMITS_NOTE}`,
      tags: TAGS,
      body: profileBody,
      response: profileAnswer,
      handler: async (request) => api.updateProfile(callerOf(request), request.body, request.language),
    });
    addRoute(signedIn, {
      method: 'POST',
      url: `${CUSTOMER_API_PREFIX}/intention-orders`,
      access: 'public',
      publishableKey: 'customer',
      summary: `Send an intention order of the merchant's goods (priced by the server; another merchant's goods are refused on their line). It is the customer's guide's and store's, untreated. ${LIMITS_NOTE}`,
      tags: TAGS,
      body: customerOrderBody,
      response: customerOrderSchema,
      handler: async (request) => api.createOrder(callerOf(request), request.body),
    });
    addRoute(signedIn, {
      method: 'GET',
      url: `${CUSTOMER_API_PREFIX}/intention-orders`,
      access: 'public',
      publishableKey: 'customer',
      summary: `The signed-in customer's own intention orders, newest first. ${LIMITS_NOTE}`,
      tags: TAGS,
      querystring: customerPageQuery,
      response: customerOrdersPage,
      handler: async (request) => api.orders(callerOf(request), request.query),
    });
    addRoute(signedIn, {
      method: 'POST',
      url: `${CUSTOMER_API_PREFIX}/diy-works`,
      access: 'public',
      publishableKey: 'customer',
      summary: `Submit a DIY work: its picture one this customer uploaded (POST diy-pictures), its plan and goods the merchant's (code 400 on the field otherwise). ${LIMITS_NOTE}`,
      tags: TAGS,
      body: diyWorkBody,
      response: customerWorkSchema,
      handler: async (request) => api.createWork(callerOf(request), request.body),
    });
    addRoute(signedIn, {
      method: 'GET',
      url: `${CUSTOMER_API_PREFIX}/diy-works`,
      access: 'public',
      publishableKey: 'customer',
      summary: `The signed-in customer's own DIY works, newest first. ${LIMITS_NOTE}`,
      tags: TAGS,
      querystring: customerPageQuery,
      response: customerWorksPage,
      handler: async (request) => api.works(callerOf(request), request.query),
    });

    // Only the picture upload parses multipart: every other route keeps answering 415 to it.
    await signedIn.register(async (uploads) => {
      await uploads.register(multipart, { limits: { fileSize: DIY_PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
      addRoute(uploads, {
        method: 'POST',
        url: `${CUSTOMER_API_PREFIX}/diy-pictures`,
        access: 'public',
        publishableKey: 'customer',
        summary: `Upload a DIY picture (multipart field "file"): JPG or PNG by its content, at most 20 MB. Answers its URL, to send as a DIY work's picture. ${LIMITS_NOTE}`,
        tags: TAGS,
        response: diyPictureAnswer,
        handler: async (request) => {
          const file = request.isMultipart() ? await request.file({ limits: { fileSize: DIY_PICTURE_MAX_BYTES, files: 1 } }) : undefined;
          if (!file) throw invalid({ file: ['uploads.missingFile'] });
          return api.uploadPicture(callerOf(request), { stream: file.file, filename: file.filename });
        },
      });
    });
  });
}

/**
 * A guide's share parameter for the links it shares (issue 36 "Who owns a customer"): customers
 * who first arrive through a link carrying it become the guide's. Any account that reads the
 * customers gets its own (a manager's names no guide, so its links' customers stay the merchant's).
 */
export function shareTokenRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/customers/share-token',
    access: { page: customers.route, action: 'read' },
    summary:
      "The caller's own share parameter (`share=<sale_id>.<signature>`, signed for its merchant): customers who first arrive through a link carrying it are the caller's when it is a shopping guide, else nobody's",
    tags: ['customers'],
    response: shareTokenAnswer,
    handler: async (request) => ({ share: await signShare(db, requestMerchant(request), request.session!.accountId) }),
  });
}
