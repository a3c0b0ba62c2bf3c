import { Button, Flex, Result, type ResultProps } from 'antd';
import type { FC } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openContactSupport } from '../../app/shell/contact-support';

type ErrorResultProps = {
  status: ResultProps['status'];
  title: string;
  text: string;
  /** The main way out; home unless the error belongs to one place (the registration). */
  back?: { to: string; label: string };
  /** Whether to offer the support dialog: a missing page needs none. */
  support?: boolean;
};

/**
 * antd's pictures of the exception statuses. Drawn by `status`, they name themselves in English
 * (<title>No Found</title>, "Server Error") in every language; the heading says what happened, so
 * here they are shown as the icon, hidden from screen readers.
 */
const PICTURES: Partial<Record<string, FC>> = {
  '403': Result.PRESENTED_IMAGE_403,
  '404': Result.PRESENTED_IMAGE_404,
  '500': Result.PRESENTED_IMAGE_500,
};

/** The one design of the error pages: the title as the page's heading, the text, the ways out. */
export function ErrorResult({ status, title, text, back, support = true }: ErrorResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { to, label } = back ?? { to: '/', label: t('common.errors.backHome') };
  const Picture = PICTURES[String(status)];
  return (
    <Result
      status={Picture ? undefined : status}
      icon={
        Picture && (
          <span aria-hidden>
            <Picture />
          </span>
        )
      }
      title={<h1 style={{ fontSize: 28, margin: 0 }}>{title}</h1>}
      subTitle={text}
      extra={
        <Flex wrap gap={8} justify="center">
          <Button type="primary" onClick={() => navigate(to)}>
            {label}
          </Button>
          {support && <Button onClick={openContactSupport}>{t('shell.menu.contactSupport')}</Button>}
        </Flex>
      }
    />
  );
}
