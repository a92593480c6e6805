import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation as useRefineTranslation } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../resources/messages/languages.ts';

/** The languages a session may choose: school Chinese only with the zhEdu flag. */
export function languageChoices(schoolChinese: boolean): Language[] {
  return LANGUAGES.filter((language) => language !== 'zhEdu' || schoolChinese);
}

/** The five languages of spec §1; zhEdu (school Chinese) only for sessions holding the zhEdu flag. */
export function LanguagePicker({ schoolChinese = false }: { schoolChinese?: boolean }) {
  const { t, i18n } = useTranslation();
  const { changeLocale } = useRefineTranslation();
  const choices = languageChoices(schoolChinese);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [i18n.language],
        items: choices.map((language: Language) => ({ key: language, label: t(`languages.${language}`) })),
        onClick: ({ key }) => void changeLocale(key),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('layout.language')} data-testid="language-picker">
        {t(`languages.${i18n.language}`)}
      </Button>
    </Dropdown>
  );
}
