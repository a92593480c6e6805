import { uploadsEs } from './uploads-es.ts';
import type { MessageCatalogue } from './en.ts';
import { engineEs, engineValidationEs } from './engine-es.ts';
import { mediaMessages } from '../media/media.messages.ts';
import { storesMessages } from '../stores/stores.messages.ts';
import { accountsMessages } from '../accounts/accounts.messages.ts';
import { rolesMessages } from '../roles/roles.messages.ts';
import { merchantsMessages } from '../merchants/merchants.messages.ts';
import { shopsMessages } from '../shops/shops.messages.ts';
import { ordersMessages } from '../orders/orders.messages.ts';
import { customersMessages } from '../customers/customers.messages.ts';
import { intentionOrdersMessages } from '../intention-orders/intention-orders.messages.ts';
import { couponsMessages } from '../coupons/coupons.messages.ts';
import { activitiesMessages } from '../activities/activities.messages.ts';
import { appointmentsMessages } from '../appointments/appointments.messages.ts';
import { plansMessages } from '../plans/plans.messages.ts';
import { systemResourcesMessages } from '../system-resources/system-resources.messages.ts';
import { appsMessages } from '../apps/apps.messages.ts';
import { styleTemplatesMessages } from '../style-templates/style-templates.messages.ts';

/** Mensajes del servidor y del navegador en español. */
export const es: MessageCatalogue = {
  organisation: { ...accountsMessages.es.organisation, ...rolesMessages.es.organisation, ...storesMessages.es.organisation },
  panoramaViewer: plansMessages.es.viewer,
  activitySignups: activitiesMessages.es.signups,
  couponClaims: couponsMessages.es.claims,
  errors: {
    ...mediaMessages.es.errors,
    ...storesMessages.es.errors,
    ...accountsMessages.es.errors,
    ...rolesMessages.es.errors,
    ...merchantsMessages.es.errors,
    ...shopsMessages.es.errors,
    ...ordersMessages.es.errors,
    ...customersMessages.es.errors,
    ...couponsMessages.es.errors,
    ...activitiesMessages.es.errors,
    ...plansMessages.es.errors,
    ...appsMessages.es.errors,
    ...styleTemplatesMessages.es.errors,
    tenantRequired: 'Indique el comerciante para el que actúa con la cabecera tenant-id.',
    unauthenticated: 'Su sesión ha caducado, inicie sesión de nuevo.',
    publishableKeyRequired: 'Envíe una clave publicable válida en la cabecera X-Publishable-Key (la encontrará en la configuración de aplicaciones).',
    merchantExpired: 'Su cuenta ha caducado; contacte con el operador para renovarla.',
    merchantDisabled: 'Su cuenta ha sido desactivada; contacte con el operador.',
    accountStopped: 'Esta cuenta está detenida; contacte con su administrador.',
    forbidden: 'Lo sentimos, no tiene este permiso.',
    csrf: 'Por su seguridad se rechazó la solicitud: recargue la página e inténtelo de nuevo.',
    tenantMismatch: 'Lo sentimos, no tiene este permiso: la solicitud nombra a otro comercio.',
    notFound: 'El registro no existe o ha sido eliminado.',
    routeNotFound: 'Lo sentimos, la página que visitó no existe.',
    validation: 'Algunos campos no son válidos: corríjalos e inténtelo de nuevo.',
    badRequest: 'No se pudo leer la solicitud: {{detail}}',
    badJson: 'El cuerpo de la solicitud no es JSON válido (se rechazan las claves __proto__ y constructor).',
    payloadTooLarge: 'La solicitud es demasiado grande.',
    unsupportedMediaType: 'Tipo de contenido no admitido: envíe JSON.',
    loginFailed: 'Usuario o contraseña incorrectos.',
    rateLimited: 'Demasiadas solicitudes. Inténtelo de nuevo en {{seconds}} segundos.',
    tooManyAttempts: 'Demasiados intentos fallidos. Inténtelo de nuevo en {{minutes}} minutos.',
    internal: 'Error del servidor, inténtelo más tarde.',
    unavailable: 'El servicio no está disponible temporalmente, inténtelo más tarde.',
    roleNotHeld: 'No tiene este rol.',
    windowTooLarge: '«from» + «size» no puede superar {{max}}.',
    statusUnchanged: 'El estado no ha cambiado.',
    moveRefused: 'Este elemento ({{record}}) no puede pasar de «{{from}}» a «{{to}}» de esta forma.',
  },
  validation: {
    ...engineValidationEs,
    ...mediaMessages.es.validation,
    ...storesMessages.es.validation,
    ...accountsMessages.es.validation,
    ...rolesMessages.es.validation,
    ...merchantsMessages.es.validation,
    ...shopsMessages.es.validation,
    ...ordersMessages.es.validation,
    ...customersMessages.es.validation,
    ...intentionOrdersMessages.es.validation,
    ...couponsMessages.es.validation,
    ...activitiesMessages.es.validation,
    ...appointmentsMessages.es.validation,
    ...plansMessages.es.validation,
    ...systemResourcesMessages.es.validation,
    ...appsMessages.es.validation,
    ...styleTemplatesMessages.es.validation,
    required: 'Obligatorio.',
    invalidType: 'Valor no válido.',
    invalidValue: 'Valor no válido.',
    invalidFormat: 'Formato no válido.',
    tooShort: 'Al menos {{minimum}} caracteres.',
    unstorableText: 'Contiene un carácter que no se puede guardar (NUL o medio par suplente).',
    timeZoneOffset: 'Use una diferencia horaria entre -12:00 y +14:00.',
    statsEventWindow: 'Envíe eventos de los últimos 7 días, no del futuro.',
    statsEventContent: 'Indique la aplicación o el contenido al que se refiere el evento.',
    statsTimeZone: 'Elija una zona horaria cuyo desfase sea un número entero de horas.',
    statsDayStart: 'El periodo debe empezar a las 00:00:00 de un día real (AAAA-MM-DD 00:00:00).',
    statsDayEnd: 'El periodo debe terminar a las 23:59:59 de un día real (AAAA-MM-DD 23:59:59).',
    statsPeriodOrRange: 'Envíe un periodo o una hora de inicio y fin, no ambos.',
    statsRange: 'El periodo debe terminar el mismo día o después de empezar y durar como máximo 366 días.',
    statsDetailWindow: 'Las listas de detalle llegan como máximo a 10.000 filas: «from» más «size» no puede pasar de 10.000.',
    statsUseAt: 'Use el formato YYYY-MM-DD HH:mm:ss, seguido opcionalmente de una diferencia horaria como +08:00 o Z.',
    tooLong: 'Como máximo {{maximum}} caracteres.',
    tooSmall: 'Debe ser al menos {{minimum}}.',
    tooBig: 'Debe ser como máximo {{maximum}}.',
    tooFew: 'Elija al menos {{minimum}}.',
    tooMany: 'Elija como máximo {{maximum}}.',
    unknownField: 'Este campo no se acepta.',
    ownershipField: 'Este campo lo fija el servidor y no se puede enviar.',
    email: 'Introduzca una dirección de correo válida.',
    emailTaken: 'Esta dirección de correo ya la usa otra cuenta.',
    phone: 'Introduzca un teléfono de al menos 3 dígitos.',
    loginPasswordLength: 'Introduzca una contraseña de al menos 6 caracteres.',
    passwordLength: 'La contraseña debe tener de 6 a 20 caracteres.',
    passwordSpaces: 'La contraseña no puede empezar ni terminar con un espacio.',
    passwordSameAsOld: 'La nueva contraseña debe ser distinta de la anterior.',
    passwordMismatch: 'Las contraseñas no coinciden.',
    passwordWrong: 'La contraseña anterior es incorrecta.',
  },
  ...engineEs,
  ...uploadsEs,
};
