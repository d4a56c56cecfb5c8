/**
 * Which replies of a labelled set are Spanish, for measuring how the classifier reads them apart (issue
 * 31: at least 10% of the held-out set). A reply is Spanish when it has Spanish letters or marks
 * (á, ñ, ¿, ¡) or a word English never uses; for measuring only: the assistant's own reading of a
 * customer's language is in @torque/domain.
 */
const SPANISH_ONLY_WORDS = new Set(
  (
    'gracias carro cita quiero tengo por favor mi el la los las del que lo le se pueden puedo hace muy ' +
    'bueno alto basta baja ahora vivo yo llamo cuando pueda feliz navidad ustedes otro'
  ).split(' '),
);

export const isSpanishReply = (text: string): boolean =>
  /[áéíóúñ¿¡]/i.test(text) ||
  text
    .toLowerCase()
    .split(/[^a-záéíóúñü]+/)
    .some((word) => SPANISH_ONLY_WORDS.has(word));
