/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorEmail, OperatorPhone } from '../../components/operator-details';

/** Traducción de la Widerrufsbelehrung alemana; prevalece el texto alemán (ADR 033). */
const intro = (
  <p>
    Queremos que todas las familias estén contentas con Kritzel. Para los planes de desarrollo tienes dos formas de recuperar tu dinero: el derecho de
    desistimiento de 14 días que te da la ley y, además, nuestra garantía voluntaria de devolución de 30 días. Los recuerdos se hacen especialmente para ti, así
    que para ellos rigen otras reglas.
  </p>
);

const sections: readonly LegalSection[] = [
  {
    id: 'withdrawal',
    title: 'Tu derecho de desistimiento de 14 días',
    content: (
      <>
        <p>
          Como consumidor en la UE puedes desistir de una compra en un plazo de 14 días sin indicar el motivo. Para un plan de desarrollo, los 14 días empiezan
          el día de la compra. Para desistir, comunícanoslo de forma clara dentro de esos 14 días (basta con el formulario de contacto o un correo electrónico);
          lo que cuenta es enviarlo a tiempo. Escribe a:
        </p>
        <OperatorAddress />
        <OperatorPhone />
        <p>Puedes usar el modelo de formulario de desistimiento que figura más abajo, aunque no es obligatorio.</p>
        <p>
          Te reembolsamos el precio a más tardar 14 días después de recibir tu desistimiento. Si nos pediste que empezáramos tu plan de inmediato, la ley nos
          permite quedarnos con una parte proporcional a lo que ya se ha prestado; nunca descontamos gastos de gestión de un desistimiento.
        </p>
        <p>
          En el caso de contenidos digitales que no se suministran en un soporte material, el derecho de desistimiento solo se extingue antes si empezamos a
          ejecutar el contrato después de que aceptaras expresamente que empezáramos antes de que termine el plazo de desistimiento, confirmaras que sabes que
          pierdes tu derecho de desistimiento al empezar la ejecución, y te enviáramos una confirmación de ello (§ 356, apartado 5, BGB). Si falta alguno de
          estos requisitos, conservas los 14 días completos.
        </p>
      </>
    ),
  },
  {
    id: 'guarantee',
    title: 'Garantía de devolución de 30 días para los planes de desarrollo',
    content: (
      <>
        <p>
          Además de tu derecho de desistimiento, y sin limitarlo, cada plan de desarrollo incluye nuestra garantía voluntaria de devolución de 30 días: si el
          plan no es adecuado para tu familia, pide el reembolso en los 30 días siguientes a la compra, por cualquier motivo.
        </p>
        <p>
          Los reembolsos de la garantía excluyen las partes del plan ya utilizadas (semanas cuyos comentarios o resultados de puntos de control ya se
          entregaron), por lo que pueden ser parciales. Se pueden descontar los gastos de gestión que cobre el proveedor de pagos.
        </p>
      </>
    ),
  },
  {
    id: 'keepsakes',
    title: 'Recuerdos y artículos personalizados',
    content: (
      <>
        <p>
          Los marcos y las camisetas se imprimen con el dibujo de tu hijo o hija por encargo tuyo, así que los pedidos de artículos personalizados son
          definitivos: están excluidos del derecho de desistimiento (§ 312g, apartado 2, número 1, BGB: bienes confeccionados conforme a las especificaciones
          del comprador). Los artículos impresos a medida en buen estado y las descargas digitales una vez entregadas no son reembolsables.
        </p>
        <p>Esto no afecta a nada que llegue dañado, defectuoso o que no llegue (siguiente apartado).</p>
      </>
    ),
  },
  {
    id: 'defects',
    title: 'Defectos y problemas de envío',
    content: (
      <>
        <ul>
          <li>Comunícanos un defecto en un artículo personalizado en los 30 días siguientes a la entrega, con una foto si puedes.</li>
          <li>
            Comunícanos un problema de envío (un paquete que se retrasa, se pierde o llega dañado) en los 7 días siguientes a la fecha de entrega prevista.
          </li>
        </ul>
        <p>Entonces sustituimos el artículo o te lo reembolsamos, lo que prefieras.</p>
        <p>
          Estos plazos de aviso nos ayudan a solucionar las cosas rápido; no acortan tus derechos legales. Según el derecho de la UE tienes una garantía legal
          de conformidad de 2 años para los bienes: si un artículo era defectuoso al entregarse, tienes derecho a una reparación, una sustitución, una rebaja
          del precio o un reembolso durante dos años desde la entrega.
        </p>
      </>
    ),
  },
  {
    id: 'request',
    title: 'Cómo pedir un reembolso',
    content: (
      <>
        <p>
          Usa el <Link href="/contact">formulario de contacto</Link> (la categoría de facturación) o escribe a <OperatorEmail />. Indica tu número de pedido en
          el asunto, por ejemplo «Solicitud de reembolso – Pedido 1a2b3c4d», y dinos la dirección de correo de tu cuenta de Kritzel y, si se trata de un defecto
          o de un problema de envío, qué ha pasado.
        </p>
        <p>Encontrarás el número de pedido en la página de tu pedido, a la que llegas desde la lista de tus pedidos en tu panel.</p>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'Revisión y plazos de tramitación',
    content: (
      <ul>
        <li>Revisamos cada solicitud de reembolso en 2-3 días hábiles y te comunicamos el resultado.</li>
        <li>Los reembolsos aprobados se tramitan en 5-7 días hábiles (hasta 10 días para transferencias bancarias).</li>
        <li>El dinero vuelve al medio de pago original, en la moneda original.</li>
        <li>Puede que tu banco necesite unos días más para que aparezca en tu extracto.</li>
      </ul>
    ),
  },
  {
    id: 'model-form',
    title: 'Modelo de formulario de desistimiento',
    content: (
      <>
        <p>(Solo debes cumplimentar y enviar el presente formulario si deseas desistir del contrato).</p>
        <p>A la atención de:</p>
        <OperatorAddress />
        <ul>
          <li>
            Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien (*) / de prestación del
            siguiente servicio (*):
          </li>
          <li>Pedido el (*) / recibido el (*):</li>
          <li>Nombre del consumidor o de los consumidores:</li>
          <li>Domicilio del consumidor o de los consumidores:</li>
          <li>Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):</li>
          <li>Fecha:</li>
        </ul>
        <p>(*) Táchese lo que no proceda.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contacto',
    content: (
      <>
        <p>¿Preguntas sobre un pago o un reembolso? Te ayudamos con gusto:</p>
        <OperatorAddress />
      </>
    ),
  },
];

export const content: LegalContent = { intro, sections };
