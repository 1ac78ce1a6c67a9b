/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorEmail } from '../../components/operator-details';

/** Traducción de la Datenschutzerklärung alemana (RGPD, art. 13 y 14); prevalece el texto alemán (ADR 033). */
const intro = (
  <p>
    Kritzel te ayuda a acompañar el desarrollo del dibujo de tu hijo o hija. Eso significa que cuidamos algunas de las cosas más personales de una familia: los
    dibujos y la voz de un niño o una niña. Esta política explica, con palabras sencillas, qué guardamos, por qué, quién más lo ve, durante cuánto tiempo y cómo
    sigues teniendo el control.
  </p>
);

const sections: readonly LegalSection[] = [
  {
    id: 'controller',
    title: 'Quién es el responsable',
    content: (
      <>
        <p>
          El responsable del tratamiento de tus datos según el Reglamento General de Protección de Datos de la UE (RGPD) es el operador de Kritzel, una empresa
          individual con sede en Hamburgo (Alemania):
        </p>
        <OperatorAddress />
        <p>
          Kritzel no ha designado un delegado de protección de datos: la ley no lo exige para una empresa de este tamaño. Escribe directamente al operador; cada
          pregunta sobre tus datos se responde personalmente.
        </p>
      </>
    ),
  },
  {
    id: 'collection',
    title: 'Qué datos recogemos',
    content: (
      <>
        <h3>Sobre ti, como madre, padre o tutor legal</h3>
        <ul>
          <li>
            Tu cuenta: nombre, dirección de correo electrónico y una contraseña, que solo guardamos como hash unidireccional. Si inicias sesión con otro
            proveedor (inicio de sesión único), recibimos tu nombre y tu correo de ese proveedor.
          </li>
          <li>
            Tus consentimientos: que eres la madre, el padre o el tutor legal del niño o la niña y tienes al menos 18 años, tu consentimiento al tratamiento de
            sus dibujos y grabaciones y tu decisión sobre el proveedor externo de IA, cada uno con su fecha y hora y la versión de la política que viste.
          </li>
          <li>Sesiones iniciadas: la dirección IP y el navegador de cada sesión, para proteger tu cuenta y limitar los intentos repetidos.</li>
          <li>
            Compras: qué compraste, cuándo, el importe, el estado del pago y la referencia del proveedor de pagos. Los pedidos de recuerdos incluyen además la
            dirección de envío y el dibujo que elegiste.
          </li>
          <li>Los mensajes que nos envías a través del formulario de contacto o de ayuda.</li>
          <li>El idioma en el que lees Kritzel, si eliges uno con la sesión iniciada, para que los correos, recordatorios e informes lleguen en ese idioma.</li>
        </ul>
        <h3>Sobre tu hijo o hija</h3>
        <ul>
          <li>
            Un nombre de pila o un apodo (no necesitamos el nombre completo) y su edad en meses, calculada a partir del mes y el año de nacimiento que indicas
            (nunca pedimos la fecha de nacimiento completa).
          </li>
          <li>Fotos de los dibujos que subes: para el análisis gratuito, para cada reto semanal y para los puntos de control.</li>
          <li>Grabaciones de voz de las sesiones interactivas, si decides grabar, y sus transcripciones cuando las hace un proveedor de IA.</li>
          <li>Tus observaciones sobre una sesión o un dibujo.</li>
          <li>
            Lo que Kritzel deduce: comentarios sobre cada reto, resultados de los puntos de control, análisis gratuitos (una edad de dibujo estimada con su
            margen, fortalezas y cosas para practicar) y las características medidas de cada dibujo.
          </li>
        </ul>
        <h3>Se eliminan los metadatos de las fotos</h3>
        <p>
          Cada foto se vuelve a codificar al llegar. Todo lo que la cámara escribió en el archivo (datos EXIF, incluida la ubicación GPS, la fecha y el
          dispositivo) se elimina antes de guardar la foto. Guardamos el dibujo, no dónde ni cuándo se fotografió.
        </p>
        <h3>Sin cuenta</h3>
        <p>
          El análisis gratuito funciona sin iniciar sesión. Su dibujo y, si indicaste mes y año de nacimiento, la edad de tu hijo o hija en meses se guardan sin
          nombre ni correo electrónico y se borran a los 30 días, salvo que empieces un plan a partir de él.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Para qué los usamos',
    content: (
      <>
        <ul>
          <li>
            Para prestar el servicio que pediste: estimar la etapa de dibujo de tu hijo o hija, crear y adaptar el plan de 26 semanas, comentar cada reto,
            evaluar los puntos de control y mostrar su progreso.
          </li>
          <li>Para fabricar y enviar los recuerdos y para cobrar los pagos.</li>
          <li>
            Para responder a tus mensajes y enviar los correos que tu cuenta necesita (registro, avisos de seguridad, estado de los pedidos), y los
            recordatorios y avisos del plan, que puedes desactivar en la página de tu cuenta.
          </li>
          <li>Para mantener Kritzel seguro: limitar los intentos repetidos de inicio de sesión y el uso excesivo, e investigar abusos.</li>
          <li>Para conservar los registros que exige la legislación fiscal alemana.</li>
        </ul>
        <p>
          <strong>Los datos de tu hijo o hija nunca se usan para entrenar modelos de IA</strong>, ni los nuestros ni los de nadie. No vendemos datos, no
          mostramos publicidad y no creamos perfiles con fines de marketing.
        </p>
        <p>
          Las estimaciones de Kritzel se hacen de forma automática, pero no deciden nada sobre ti ni sobre tu hijo o hija: no tienen efectos jurídicos ni
          efectos igualmente significativos, así que no hay ninguna decisión automatizada en el sentido del art. 22 del RGPD. Son indicaciones para que las
          leas, no un diagnóstico.
        </p>
        <p>
          Para abrir una cuenta necesitas indicar tu nombre, tu correo electrónico y una contraseña; sin ellos no podemos celebrar el contrato. Los dibujos y
          las grabaciones son voluntarios, pero sin un dibujo Kritzel no tiene nada que analizar.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Privacidad de los niños',
    content: (
      <>
        <p>
          Kritzel lo usan madres, padres y tutores, no los niños por su cuenta. Solo puede tener una cuenta una persona adulta de al menos 18 años, o alguien
          con el consentimiento de su madre, padre o tutor. Para un niño o una niña menor de 13 años necesitamos un consentimiento parental verificable antes de
          recoger cualquier dato personal sobre él o ella (art. 8 del RGPD; la ley estadounidense Children's Online Privacy Protection Act).
        </p>
        <p>
          Obtenemos ese consentimiento al registrarte: confirmas que eres la madre, el padre o el tutor legal y que tienes al menos 18 años, y aceptas el
          tratamiento de los dibujos y grabaciones de tu hijo o hija. Antes de eso no se guarda nada sobre ningún niño. Al hacerlo actúas en nombre de tu hijo o
          hija. Solo recogemos lo que el plan necesita, y puedes retirar tu consentimiento en cualquier momento (consulta «Tus derechos»); entonces borramos los
          datos de tu hijo o hija.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Quién más los ve',
    content: (
      <>
        <p>
          Solo compartimos datos con proveedores que los tratan por encargo nuestro, con un contrato de encargo del tratamiento (art. 28 del RGPD), y solo en la
          medida en que cada tarea lo necesita:
        </p>
        <ul>
          <li>
            <strong>Proveedor de IA (OpenAI u OpenRouter), solo con tu consentimiento aparte.</strong> Por defecto, cada análisis se ejecuta en el propio
            servidor de Kritzel. Solo se usa un proveedor externo de IA si este sitio tiene uno configurado <em>y</em> tú lo has aceptado por separado (se te
            pregunta una vez, antes de la primera subida que lo usaría, y puedes cambiar tu respuesta en la página de tu cuenta). Entonces recibe los dibujos,
            grabaciones y transcripciones que analiza, con la edad de tu hijo o hija en meses y el reto, pero no tu nombre, tu correo ni el nombre de tu hijo o
            hija. Los usa solo para hacer el análisis; según sus condiciones para clientes empresariales, los datos enviados a través de su API no se usan para
            entrenar sus modelos. Sin tu consentimiento, los trabajos de tu hijo o hija nunca salen de nuestros servidores.
          </li>
          <li>
            <strong>Proveedor de pagos (Stripe).</strong> Recibe lo que un pago necesita: el importe, tu correo y los datos de la tarjeta que introduces en su
            formulario de pago (nosotros nunca vemos el número completo de tu tarjeta) y, para los recuerdos, los datos de envío. Nunca recibe datos de tu hijo
            o hija.
          </li>
          <li>
            <strong>Alojamiento y almacenamiento.</strong> Las empresas que gestionan los servidores, la base de datos y el almacenamiento de archivos de este
            sitio guardan todo lo anterior por encargo nuestro, cifrado en tránsito, y no pueden usarlo para nada más.
          </li>
          <li>
            <strong>Envío de correos.</strong> El servicio que entrega nuestros correos recibe tu dirección de correo y el mensaje.
          </li>
          <li>
            <strong>Personas con las que compartes un informe.</strong> Si creas un enlace para compartir un informe, cualquiera que tenga ese enlace puede
            abrir el informe (el nombre de pila y la edad de tu hijo o hija, las estimaciones e imágenes pequeñas de los dibujos, nunca tu correo ni la fecha de
            nacimiento) hasta que el enlace caduque a los 7, 30 o 90 días o hasta que lo desactives. Cada apertura se registra con su hora y una descripción
            aproximada del navegador, sin la dirección IP.
          </li>
          <li>
            <strong>Fabricación de recuerdos.</strong> Para imprimir una camiseta o preparar un marco, el dibujo y los datos de envío de ese pedido se usan solo
            para ese pedido.
          </li>
        </ul>
        <p>
          Algunos de estos proveedores están fuera de la UE, por ejemplo en Estados Unidos. Las transferencias allí se basan en la decisión de adecuación del
          Marco de Privacidad de Datos UE-EE. UU. (art. 45 del RGPD) o en las cláusulas contractuales tipo de la Comisión Europea (art. 46, apartado 2, letra c,
          del RGPD). Solo comunicamos datos a las autoridades cuando la ley nos obliga.
        </p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Bases jurídicas',
    content: (
      <ul>
        <li>
          Art. 6, apartado 1, letra b, del RGPD, ejecución de un contrato: tu cuenta, el plan, los pedidos de recuerdos, los pagos y la atención al cliente.
        </li>
        <li>
          Art. 6, apartado 1, letra a, del RGPD, consentimiento, que das como titular de la patria potestad (art. 8 del RGPD): el tratamiento de los dibujos y
          grabaciones de tu hijo o hija, el proveedor externo de IA y las cookies no esenciales.
        </li>
        <li>
          Art. 6, apartado 1, letra c, del RGPD, obligación legal: los registros de pedidos y pagos según el § 147 AO y el § 257 HGB (legislación alemana).
        </li>
        <li>Art. 6, apartado 1, letra f, del RGPD, intereses legítimos: mantener el servicio seguro y evitar abusos.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Cómo los protegemos',
    content: (
      <ul>
        <li>Todo el tráfico va cifrado (HTTPS). Las contraseñas solo se guardan como hash.</li>
        <li>
          Las fotos y grabaciones solo se muestran a la madre, el padre o el tutor al que pertenecen, nunca a través de enlaces públicos; la única excepción son
          las imágenes pequeñas de los dibujos en un informe que compartes tú mediante un enlace.
        </li>
        <li>Cada archivo subido se comprueba según su tipo real y se vuelve a codificar antes de guardarlo.</li>
        <li>Nuestros registros nunca contienen fotos, grabaciones, transcripciones, contraseñas ni tokens de inicio de sesión.</li>
        <li>Solo el operador puede abrir el área de administración, y solo para gestionar el servicio y ayudarte.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'Cuánto tiempo los guardamos',
    content: (
      <ul>
        <li>
          Tu cuenta y los planes, dibujos, grabaciones, observaciones, comentarios, resultados de los puntos de control y análisis de tu hijo o hija: hasta que
          los borres o borres tu cuenta.
        </li>
        <li>Dibujos anónimos del análisis gratuito (hechos sin cuenta): 30 días.</li>
        <li>Exportaciones de datos que descargas: 24 horas; después se borra el archivo.</li>
        <li>
          Archivos a los que ya no se refiere ningún registro (por ejemplo, una foto sustituida antes de enviarla): los elimina una tarea de limpieza diaria al
          cabo de un día.
        </li>
        <li>Sesiones iniciadas: terminan tras 30 días sin uso, o al momento cuando cierras la sesión en todas partes o borras tu cuenta.</li>
        <li>
          Registros de pedidos y pagos: son registros contables que la legislación fiscal alemana (§ 147 AO, § 257 HGB) nos obliga a conservar hasta el final
          del octavo año natural después de la compra. Cuando borras tu cuenta, solo guardamos lo que eso exige: el producto, el precio, la fecha, el estado del
          pago y del envío, y el nombre, el código postal y el país de la dirección de entrega. Borramos la calle, el dibujo, cualquier nombre impreso en el
          producto y nuestras notas de envío, y los registros dejan de estar vinculados a ti. Una tarea diaria los borra cuando termina el plazo.
        </li>
        <li>
          Un recuerdo pagado que aún no se ha enviado cuando borras tu cuenta: lo fabricamos y lo enviamos igualmente, así que hasta el envío guardamos lo
          necesario (el dibujo, el nombre impreso y la dirección de entrega completa), vinculado al pedido y ya no a ti. Una vez enviado, se borra como se
          indica arriba. Si un pago nos llega después de borrar tu cuenta, lo reembolsamos, porque el pedido ya no se puede fabricar.
        </li>
        <li>Mensajes a nuestro equipo de atención: mientras los necesitemos para ayudarte; si nos lo pides, los borramos antes.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Tus derechos',
    content: (
      <>
        <p>El RGPD te da estos derechos, para ti y, como madre, padre o tutor, para tu hijo o hija:</p>
        <ul>
          <li>
            <strong>Acceso y copia de tus datos</strong> (art. 15 y 20): «Descargar mis datos», en la página de tu cuenta, crea un archivo ZIP con todo lo que
            nos diste y todo lo que Kritzel dedujo, incluidos los dibujos y las grabaciones originales. Se puede descargar durante 24 horas.
          </li>
          <li>
            <strong>Rectificación</strong> (art. 16): pídenoslo y corregimos tu nombre o tu dirección de correo.
          </li>
          <li>
            <strong>Supresión</strong> (art. 17): «Eliminar mi cuenta», en la página de tu cuenta, borra tu cuenta con todos los planes, envíos, grabaciones,
            análisis y archivos, y cierra tu sesión en todas partes a la vez. También puedes borrar un solo plan con sus archivos.
          </li>
          <li>
            <strong>Retirar el consentimiento en cualquier momento</strong> (art. 7, apartado 3): para los datos de tu hijo o hija, borrando el plan o tu
            cuenta, o escribiéndonos; para el proveedor externo de IA, con un interruptor en la página de tu cuenta. Retirarlo no hace ilícito el tratamiento
            anterior.
          </li>
          <li>
            <strong>Limitación</strong> (art. 18): pídenos que pausemos el tratamiento.
          </li>
          <li>
            <strong>Derecho de oposición</strong> (art. 21): puedes oponerte en cualquier momento, por motivos relacionados con tu situación particular, a un
            tratamiento basado en nuestros intereses legítimos (art. 6, apartado 1, letra f, del RGPD). Entonces dejamos de tratar los datos, salvo que podamos
            acreditar motivos legítimos imperiosos que prevalezcan sobre tus intereses, o que el tratamiento sirva para formular, ejercer o defender
            reclamaciones.
          </li>
          <li>
            <strong>Reclamación</strong> (art. 77): puedes presentar una reclamación ante una autoridad de control de protección de datos. La nuestra es el
            Comisionado de Hamburgo para la Protección de Datos y la Libertad de Información (HmbBfDI), Ludwig-Erhard-Straße 22, 20459 Hamburgo, Alemania,{' '}
            <a href="https://datenschutz-hamburg.de" target="_blank" rel="noopener noreferrer">
              datenschutz-hamburg.de
            </a>
            .
          </li>
        </ul>
        <p>Respondemos a cada solicitud en el plazo de un mes, normalmente mucho antes, y de forma gratuita.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        Kritzel solo guarda en tu navegador lo que necesita para funcionar o lo que tú has pedido: la cookie de inicio de sesión, tu elección sobre las cookies
        y, si eliges un idioma, la cookie de idioma (§ 25, apartado 2, número 2, TDDDG). Nada más se carga sin tu consentimiento. La{' '}
        <Link href="/cookie-policy">Política de cookies</Link> enumera cada una y te permite cambiar tu elección.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Cambios en esta política',
    content: (
      <p>
        Cuando cambiamos esta política, cambia la fecha de arriba. Si un cambio afecta al uso de los datos de tu hijo o hija, te avisamos por correo antes de
        que se aplique y volvemos a pedir tu consentimiento cuando la ley lo exige.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contacto',
    content: (
      <p>
        Para cualquier cuestión sobre tus datos, escribe a <OperatorEmail /> o usa el <Link href="/contact">formulario de contacto</Link>. Respondemos en un
        plazo de 24 horas.
      </p>
    ),
  },
];

export const content: LegalContent = { intro, sections };
