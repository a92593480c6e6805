/** System configuration texts in every language. */
export const systemConfigTexts = {
  en: {
    title: 'Configuration',
    record: 'setting',
    records: 'settings',
    fields: { config_key: 'Key', name: 'Name', config_value: 'Value', description: 'Description' },
  },
  zh: { title: '系统配置', record: '配置项', records: '配置项', fields: { config_key: '键', name: '名称', config_value: '值', description: '说明' } },
  es: {
    title: 'Configuración',
    record: 'ajuste',
    records: 'ajustes',
    fields: { config_key: 'Clave', name: 'Nombre', config_value: 'Valor', description: 'Descripción' },
  },
  ja: { title: 'システム設定', record: '設定項目', records: '設定項目', fields: { config_key: 'キー', name: '名称', config_value: '値', description: '説明' } },
};
