import { es as serverMessages } from '../../../resources/messages/es.ts';
import type { UiCatalogue } from './en.ts';
import { routesEs } from './routes-es.ts';
import { recycleBinMessages } from '../../../resources/recycle-bin/recycle-bin.messages.ts';
import { statsMessages } from '../../../resources/stats/stats.messages.ts';
import { customersMessages } from '../../../resources/customers/customers.messages.ts';
import { couponsMessages } from '../../../resources/coupons/coupons.messages.ts';
import { appsMessages } from '../../../resources/apps/apps.messages.ts';
import { activitiesMessages } from '../../../resources/activities/activities.messages.ts';
import { sessionMessages } from '../../../resources/session/session.messages.ts';

/**
 * La interfaz en español: textos del marco, títulos de ruta y mensajes del servidor.
 * Trato de usted, como en los mensajes del servidor. Los textos con un número evitan el plural
 * ("hace {{count}} min", "días restantes: {{days}}") porque el catálogo inglés no tiene claves de plural.
 */
export const es: UiCatalogue = {
  ...serverMessages,
  ...recycleBinMessages.es,
  ...statsMessages.es,
  ...customersMessages.pages.es,
  ...couponsMessages.pages.es,
  ...appsMessages.pages.es,
  ...activitiesMessages.pages.es,
  ...sessionMessages.es,
  app: { title: 'Atrium', loading: 'Cargando…' },
  login: {
    title: 'Iniciar sesión',
    subtitle: { seller: 'Panel de gestión del comercio', super: 'Administración de la plataforma', sub: 'Acceso para subcuentas' },
    username: 'Nombre de usuario',
    password: 'Contraseña',
    submit: 'Entrar',
    usernameRequired: 'Introduzca su nombre de usuario.',
    passwordRequired: 'Introduzca su contraseña.',
  },
  layout: {
    toggleSidebar: 'Mostrar u ocultar el menú',
    back: 'Volver',
    tutorial: 'Tutoriales',
    tutorials: { quickStart: 'Primeros pasos', content: 'Gestionar el contenido de la sala de exposición', faq: 'Preguntas frecuentes' },
    appDownload: 'Descargar la aplicación',
    language: 'Idioma',
    account: 'Mi cuenta',
    logout: 'Cerrar sesión',
    switchRole: 'Cambiar de rol',
    currentRole: 'Rol actual: {{role}}',
    settings: 'Ajustes de diseño',
    errorLog: 'Registro de errores',
    more: 'Más',
  },
  appDownload: {
    title: 'Descargar la aplicación',
    windows: 'Windows',
    android: 'Android',
    version: 'Versión {{version}}',
    updated: 'Actualizada el {{date}}',
    download: 'Descargar',
    unavailable: 'Todavía no se ha publicado ninguna versión.',
    failed: 'No se pudo descargar la aplicación; inténtelo de nuevo.',
  },
  tags: { refresh: 'Actualizar', close: 'Cerrar', closeOthers: 'Cerrar las demás', closeAll: 'Cerrar todas', noName: 'sin nombre' },
  settings: {
    title: 'Ajustes de diseño',
    themeColor: 'Color del tema',
    tagsView: 'Mostrar la barra de pestañas',
    fixedHeader: 'Cabecera fija',
    sidebarLogo: 'Logotipo en el menú',
  },
  errorPages: {
    401: { title: '401', description: 'Lo sentimos, no tiene este permiso.' },
    404: { title: '404', description: 'Lo sentimos, la página que visitó no existe.' },
    405: { title: 'Aún no tiene páginas disponibles', description: 'Su cuenta no tiene ninguna página que pueda abrir. Pida acceso a su administrador.' },
    expired: { title: 'Cuenta caducada', description: 'Su cuenta ha caducado; contacte con el operador para renovarla.' },
    home: 'Volver al inicio',
    login: 'Volver al inicio de sesión',
  },
  notBuilt: {
    title: 'En preparación',
    description: '«{{title}}» ({{path}}) forma parte de Atrium y llegará en una versión posterior. Esta página todavía no muestra datos reales.',
  },
  account: {
    profile: 'Perfil',
    avatar: 'Foto de perfil',
    nickname: 'Alias',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    save: 'Guardar',
    password: 'Contraseña',
    oldPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirme la nueva contraseña',
    changePassword: 'Cambiar la contraseña',
    passwordChanged: 'Contraseña cambiada. Se han cerrado sus demás sesiones.',
  },
  expiry: {
    title: 'Su servicio caduca pronto',
    body: 'Su servicio caduca el {{date}} (días restantes: {{days}}). Contacte con el operador para renovarlo.',
    ok: 'Entendido',
  },
  toast: {
    success: 'Operación realizada con éxito',
    failed: 'La operación ha fallado',
    network: 'Error de conexión',
    networkRetry: 'Error de conexión; recargue la página e inténtelo de nuevo.',
  },
  time: { justNow: 'ahora mismo', minutesAgo: 'hace {{count}} min', hoursAgo: 'hace {{count}} h', oneDayAgo: 'hace 1 día' },
  errorLog: { empty: 'No se ha registrado ningún error en esta sesión.', message: 'Mensaje', page: 'Página', time: 'Hora', clear: 'Vaciar' },
  palette: {
    open: 'Buscar',
    placeholder: 'Buscar páginas, registros y acciones…',
    pages: 'Páginas',
    create: 'Crear',
    recent: 'Vistos recientemente',
    records: 'Registros',
    goTo: 'Ir a {{record}}: {{title}}',
    searching: 'Buscando…',
    noMatches: 'No hay coincidencias.',
    hint: 'Escriba 2 o más caracteres para buscar también registros.',
    keys: '↑↓ para moverse · Intro para abrir · Esc para cerrar',
  },
  // Each language is named in its own language, whatever the interface language is.
  languages: { en: 'English', zh: '简体中文', zhEdu: '简体中文（教育）', es: 'Español', ja: '日本語' },
  /** Names of the seeded role codes; roles created later show their own name. */
  routes: routesEs,
};
