/** Messages prefilled in the WhatsApp chat opened by the site's buttons. */
export const WHATSAPP_MESSAGES = {
  meeting: 'Olá! Vim pelo site da RX Odonto e gostaria de agendar uma reunião para conhecer a consultoria.',
  services:
    'Olá! Vim pela página de serviços da RX Odonto e gostaria de agendar uma reunião sobre a minha clínica.',
  classifiedsSell:
    'Olá! Tenho interesse em anunciar um equipamento nos classificados da RX Odonto. Podem me avisar quando abrir?',
  classifiedsBuy:
    'Olá! Tenho interesse em comprar equipamentos pelos classificados da RX Odonto. Podem me avisar quando abrir?',
};

/** The label of every button that schedules a meeting. */
export const MEETING_BUTTON_LABEL = 'Agende uma reunião';

/** The message prefilled by a service block's meeting button on /servicos. */
export const serviceWhatsAppMessage = (title: string) =>
  `Olá! Vim pela página de serviços da RX Odonto e gostaria de agendar uma reunião sobre o serviço "${title}".`;
