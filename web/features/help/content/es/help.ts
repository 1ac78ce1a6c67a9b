import type { Translation } from '../../../../../contracts/i18n/keys';
import type { help as en } from '../en/help';

/** The help pages' words in Spanish (see ../en/help.ts). */
export const help = {
  'help.center.metaTitle': 'Centro de ayuda',
  'help.center.metaDescription':
    'Respuestas sobre los planes de dibujo de {weeks} semanas de {brand}: edades, retos semanales, intentos, puntos de control y tiempo de práctica.',
  'help.center.title': 'Centro de <underline>ayuda</underline>',
  'help.center.intro': 'Respuestas rápidas sobre planes, retos semanales y puntos de control. ¿No encuentras la tuya? Estamos a un mensaje de distancia.',
  'help.center.faqTitle': 'Preguntas frecuentes',
  'help.center.moreTitle': '¿Todavía tienes una pregunta?',
  'help.center.moreText': 'Escríbenos y te responderemos en menos de 24 horas, o lee nuestra guía para familias.',
  'help.center.contact': 'Contáctanos',
  'help.center.readGuide': 'Leer la guía para familias',
  'help.faq.ages.question': '¿Para qué edades es {brand}?',
  'help.faq.ages.answer':
    'Para niños y niñas de 3 a 10 años. Cada plan se adapta a la edad de tu hijo o hija y al dibujo que compartes al configurarlo, así que un niño de cuatro años y uno de nueve reciben retos muy distintos.',
  'help.faq.planLength.question': '¿Cuánto dura un plan?',
  'help.faq.planLength.answer':
    '{weeks} semanas, unos 6 meses. Es un pago único, no una suscripción, y puedes ir a tu ritmo: una semana que te saltas simplemente te espera.',
  'help.faq.weekly.question': '¿Cada cuánto hay un reto nuevo?',
  'help.faq.weekly.answer':
    'Un reto por semana. Cada uno trae una breve explicación para ti, ideas para que tu hijo o hija empiece y, cuando envías un dibujo, comentarios sobre lo que salió bien y qué probar después.',
  'help.faq.time.question': '¿Cuánto tiempo lleva cada semana?',
  'help.faq.time.answer':
    'Te sugerimos de 20 a 30 minutos de dibujo a la semana. Varias sesiones cortas y alegres valen más que una larga, así que puedes repartirlo y parar mientras todavía sea divertido.',
  'help.faq.attempts.question': '¿Puede mi hijo o hija repetir un reto?',
  'help.faq.attempts.answer':
    'Sí. Tu hijo o hija puede enviar hasta {attempts} dibujos por reto. Cada intento recibe sus propios comentarios, así puedes ver cómo un segundo o tercer intento crece a partir del primero.',
  'help.faq.checkpoints.question': '¿Qué es un punto de control?',
  'help.faq.checkpoints.answer':
    'Cada {everyWeeks} semanas, un punto de control repasa los dibujos hasta ese momento y vuelve a estimar la etapa de dibujo de tu hijo o hija. Un plan tiene {checkpoints}. Cada resultado es una estimación a partir de unos pocos dibujos, no un diagnóstico.',
  'help.faq.checkpoints.more': 'Nuestra <guide>guía para familias</guide> explica las etapas del dibujo y, si algo te preocupa, <contact>escríbenos</contact>.',

  'help.guide.metaTitle': 'Guía para familias',
  'help.guide.metaDescription':
    'Cómo evoluciona el dibujo infantil de los 3 a los 10 años, cómo hablar de un dibujo sin juzgarlo, los mejores materiales y cómo fotografiar bien un dibujo.',
  'help.guide.title': 'Guía para <underline>familias</underline>',
  'help.guide.intro':
    '{tagline} Esta guía trata de lo que viene después: cómo crece el dibujo, cómo fomentarlo y cómo aprovechar al máximo tus retos semanales.',
  'help.guide.contents': 'En esta página',
  'help.guide.stages.title': 'Etapas del dibujo por edad',
  'help.guide.talking.title': 'Hablar de un dibujo',
  'help.guide.materials.title': 'Materiales que ayudan',
  'help.guide.photos.title': 'Fotografiar bien un dibujo',
  'help.guide.weekly.title': 'Usar los retos semanales de {brand}',
  'help.guide.results.title': 'Qué significan los resultados',

  'help.stages.intro':
    'Los dibujos infantiles cambian en un orden bastante previsible. El educador artístico Viktor Lowenfeld describió cuatro etapas que importan entre los 3 y los 10 años. Las edades varían mucho: muchos niños están entre dos etapas o van y vienen, y eso es completamente normal.',
  'help.stages.whatYouSee': 'Lo que quizá veas:',
  'help.stages.howToHelp': 'Cómo ayudar:',
  'help.stages.scribbling.name': 'Garabateo',
  'help.stages.scribbling.ages': 'de 2 a 4 años, aproximadamente',
  'help.stages.scribbling.see':
    'Líneas, bucles y puntos por el placer de mover la cera. Más tarde aparecen círculos y tu hijo o hija empieza a ponerle nombre al garabato («ese es papá»), a menudo después de dibujarlo.',
  'help.stages.scribbling.help': 'Papel grande, ceras gruesas y ninguna expectativa. Lo importante es el movimiento, y también ponerle nombre.',
  'help.stages.preSchematic.name': 'Preesquemática',
  'help.stages.preSchematic.ages': 'de 4 a 7 años, aproximadamente',
  'help.stages.preSchematic.see':
    'Las primeras personas: una cabeza grande de la que salen directamente brazos y piernas («renacuajos»). Las cosas flotan por la hoja, el tamaño sigue a la importancia y los colores siguen más a los sentimientos que a la realidad.',
  'help.stages.preSchematic.help': 'Pregunta por la historia del dibujo. Un perro morado es una elección, no un error.',
  'help.stages.schematic.name': 'Esquemática',
  'help.stages.schematic.ages': 'de 7 a 9 años, aproximadamente',
  'help.stages.schematic.see':
    'Una forma fija de dibujar las cosas (la misma casa, el mismo árbol y la misma persona cada vez), una línea de suelo abajo, una franja de cielo arriba y, a veces, el interior y el exterior de una casa a la vez.',
  'help.stages.schematic.help': 'Ofrece temas y puntos de vista nuevos: «¿Cómo se vería a vista de pájaro?»',
  'help.stages.realism.name': 'Realismo incipiente',
  'help.stages.realism.ages': 'de 9 a 11 años, aproximadamente',
  'help.stages.realism.see':
    'Más detalle, formas superpuestas y primeros intentos de profundidad. Los niños se vuelven autocríticos y pueden decir que «no saben dibujar».',
  'help.stages.realism.help': 'Pon el foco en mirar y probar. Los cómics, los mapas y los diseños son buenas formas de volver a dibujar para un niño que duda.',

  'help.talking.intro': 'Lo que decimos de un dibujo influye en si un niño quiere hacer el siguiente. Unos pocos hábitos ayudan mucho.',
  'help.talking.tip1.lead': 'Empieza con «Cuéntame sobre tu dibujo».',
  'help.talking.tip1.text': 'Invita a contar una historia en lugar de a un examen. «¿Qué es?» puede sonar como si debieras poder adivinarlo.',
  'help.talking.tip2.lead': 'Describe lo que ves.',
  'help.talking.tip2.text': '«Aquí has usado mucho rojo». «Estas líneas dan vueltas y vueltas». Demuestra que de verdad has mirado, sin juzgar.',
  'help.talking.tip3.lead': 'Elogia el esfuerzo, no el talento.',
  'help.talking.tip3.text':
    '«Has trabajado mucho rato en esto» o «Has probado un color nuevo» ayudan a seguir. «Eres un artista nato» hace que el siguiente dibujo parezca arriesgado.',
  'help.talking.tip4.lead': 'Nunca corrijas.',
  'help.talking.tip4.text': 'Una mano con siete dedos o un sol verde son decisión de tu hijo o hija. Corregir le enseña a dibujar para ti, no para sí.',
  'help.talking.tip5.lead': 'Pregunta antes de escribir en él.',
  'help.talking.tip5.text': 'Si quieres añadir un título o una fecha, pregunta dónde ponerlo, o escríbelo por detrás.',

  'help.materials.intro': 'No necesitas nada sofisticado. Materiales sencillos y fáciles de usar mantienen la atención en el dibujo.',
  'help.materials.tip1.lead': 'Ceras gruesas para manos pequeñas.',
  'help.materials.tip1.text': 'Las ceras gruesas y los lápices triangulares son más fáciles de agarrar entre los 3 y los 5 años y no se rompen al apretar.',
  'help.materials.tip2.lead': 'Rotuladores lavables.',
  'help.materials.tip2.text': 'Color vivo y rápido sin preocuparse por la mesa o las mangas. Volver a poner los capuchones forma parte de recoger.',
  'help.materials.tip3.lead': 'Papel grueso, y mucho.',
  'help.materials.tip3.text':
    'El papel más grueso (unos 120 g/m²) aguanta rotuladores y gomas. El A4 va bien para nuestros retos; las hojas más grandes son estupendas para los más pequeños.',
  'help.materials.tip4.lead': 'Pocos colores, a mano.',
  'help.materials.tip4.text': 'De ocho a doce colores en una caja abierta son mejores que una lata cerrada de sesenta y cuatro.',
  'help.materials.tip5.lead': 'Deja que elija.',
  'help.materials.tip5.text':
    'Elegir el papel, los colores e incluso el tema forma parte del trabajo creativo, y los niños se quedan con un dibujo que han elegido.',

  'help.photos.intro':
    'Nuestro análisis mira las líneas, las formas, los colores y los detalles de la foto, así que una foto nítida, recta y con luz uniforme da los comentarios más útiles. Además, es un bonito recuerdo.',
  'help.photos.tip1.lead': 'Usa luz natural.',
  'help.photos.tip1.text': 'Cerca de una ventana durante el día, los colores salen fieles. Las lámparas de la noche vuelven amarillo el papel.',
  'help.photos.tip2.lead': 'Pon el dibujo en plano.',
  'help.photos.tip2.text': 'Sobre una mesa o el suelo, bien estirado, sin nada que tape los bordes.',
  'help.photos.tip3.lead': 'Sostén el móvil justo encima.',
  'help.photos.tip3.text': 'Paralelo al papel, no inclinado, para que los círculos sigan redondos y las líneas rectas.',
  'help.photos.tip4.lead': 'Llena el encuadre.',
  'help.photos.tip4.text': 'La hoja entera, con solo un borde fino de mesa alrededor. Un dibujo por foto.',
  'help.photos.tip5.lead': 'Cuidado con las sombras.',
  'help.photos.tip5.text': 'Tu propia cabeza y el móvil pueden hacerlas. Ponte a un lado de la luz, no entre ella y el papel.',
  'help.photos.tip6.lead': 'Apaga el flash.',
  'help.photos.tip6.text': 'El flash crea un brillo intenso sobre la cera y el rotulador que tapa las líneas de debajo.',

  'help.weekly.intro': 'El plan de {brand} se basa en una práctica pequeña y regular. Así le sacarás el máximo partido sin convertir el dibujo en deberes.',
  'help.weekly.tip1.lead': 'Un reto por semana.',
  'help.weekly.tip1.text':
    'El plan tiene {weeks}, uno para cada semana. Elige un momento fijo y tranquilo: a muchas familias les va bien una mañana de fin de semana.',
  'help.weekly.tip2.lead': 'De 20 a 30 minutos es suficiente.',
  'help.weekly.tip2.text': 'Lee primero el reto, saca los materiales y para mientras todavía sea divertido. Dos sesiones cortas también están bien.',
  'help.weekly.tip3.lead': 'Preparadlo juntos.',
  'help.weekly.tip3.text': 'Cada reto tiene una ayuda de preparación con ideas para calentar y preguntas que hacer. Lleva un minuto y facilita empezar.',
  'help.weekly.tip4.lead': 'Hasta {attempts} intentos.',
  'help.weekly.tip4.text':
    'Si tu hijo o hija quiere volver a intentarlo, envía también el dibujo nuevo. Nadie está obligado; el primer intento cuenta lo mismo.',
  'help.weekly.tip5.lead': 'Leed los comentarios juntos.',
  'help.weekly.tip5.text':
    'Cuenta con tus propias palabras lo que salió bien. Las ideas para la próxima vez son para ti, para incluirlas en el juego durante la semana.',
  'help.weekly.tip6.lead': 'Un punto de control cada {everyWeeks} semanas.',
  'help.weekly.tip6.text':
    'Cada {everyWeeks} semanas completadas puedes hacer un punto de control, {checkpoints} en total, para ver cómo han cambiado los dibujos.',

  'help.results.p1':
    'Cada resultado que muestra {brand} (la etapa de dibujo estimada, el rango de edad, los puntos fuertes y las ideas para practicar) es una <strong>estimación</strong>. Sale de unos pocos dibujos, cada uno una instantánea de un solo día. Una tarde de cansancio, un bolígrafo nuevo o una idea loca pueden cambiar mucho un dibujo.',
  'help.results.p2':
    '{brand} no es una herramienta de diagnóstico y no puede decirte si el desarrollo de tu hijo o hija va bien encaminado. Los niños crecen a saltos y con pausas, y el dibujo es solo una pequeña ventana a ello.',
  'help.results.worry':
    '<strong>Si algo te preocupa,</strong> sobre el dibujo o sobre cualquier otra cosa, la persona indicada para hablarlo es su pediatra, que conoce a tu hijo o hija y puede ver el panorama completo. Y si un resultado de aquí te desconcierta, <contact>escríbenos</contact>: estaremos encantados de explicarlo.',

  'help.about.metaTitle': 'Quiénes somos',
  'help.about.metaDescription':
    '{brand} ayuda a madres y padres de niños y niñas de 3 a 10 años a entender y fomentar el dibujo de sus hijos, con retos semanales y comentarios honestos y privados.',
  'help.about.title': 'Sobre <underline>{brand}</underline>',
  'help.about.missionTitle': 'Nuestra misión',
  'help.about.mission':
    'Ayudar a cada familia a ver lo que los dibujos de sus hijos dicen sobre cómo piensan, sienten y crecen, y hacer de dibujar juntos un hábito pequeño y feliz, no un examen.',
  'help.about.storyTitle': 'Nuestra historia',
  'help.about.story1':
    '«Kritzel» significa garabato en alemán. {brand} nació en Hamburgo con una nevera llena de dibujos infantiles y una pregunta sencilla: ¿qué nos cuenta este dibujo y cómo podemos ayudar al siguiente?',
  'help.about.story2':
    'La investigación sobre el desarrollo tiene mucho que decir sobre el dibujo infantil, pero poco llega a las familias. Así que lo convertimos en retos semanales para hacer en la mesa de la cocina, comentarios escritos con palabras sencillas y estimaciones honestas sobre lo que un dibujo puede mostrar y lo que no.',
  'help.about.valuesTitle': 'En qué creemos',
  'help.about.value1.title': 'El niño en el centro',
  'help.about.value1.text':
    'Cada niño es distinto. Los retos siguen la edad, la etapa y los intereses de tu hijo o hija, y los comentarios celebran el esfuerzo y la curiosidad, nunca una clasificación.',
  'help.about.value2.title': 'Basado en la evidencia',
  'help.about.value2.text':
    'Nuestros retos y puntos de control se basan en décadas de investigación sobre cómo se desarrolla el dibujo infantil. Decimos qué medimos y damos rangos, no veredictos.',
  'help.about.value3.title': 'La privacidad primero',
  'help.about.value3.text':
    'Los dibujos de tu hijo o hija son privados y solo tuyos. Los metadatos de las fotos, como la ubicación, se eliminan al subirlas, y {brand} nunca usa datos de niños para entrenar modelos.',
  'help.about.value4.title': 'Aprendizaje accesible',
  'help.about.value4.text':
    'Papel, unas ceras y de 20 a 30 minutos a la semana: no hace falta más. El sitio funciona en cualquier móvil, con teclado y con lector de pantalla.',
  'help.about.whoTitle': 'A quién ayuda {brand}',
  'help.about.parents.title': 'Madres y padres',
  'help.about.parents.text':
    'Un reto de dibujo corto y divertido cada semana, comentarios escritos para ti y, a lo largo de {weeks} semanas, una imagen de cómo crece el dibujo de tu hijo o hija.',
  'help.about.educators.title': 'Educadores',
  'help.about.educators.text':
    'Actividades de dibujo adecuadas a cada edad, basadas en la investigación sobre el desarrollo, listas para usar en casa, en la escuela infantil o en el aula.',
  'help.about.families.title': 'Familias',
  'help.about.families.text': 'Tiempo juntos en la mesa de la cocina y recuerdos hechos con los dibujos, para compartir con los abuelos, estén cerca o lejos.',
  'help.about.contactTitle': 'Ponte en contacto',
  'help.about.contactText':
    '¿Preguntas, ideas o una historia de un dibujo que compartir? Escríbenos y te responderemos en menos de 24 horas. Los datos de nuestra empresa y nuestra dirección registrada están en el <link>aviso legal</link>.',
  'help.about.contact': 'Contáctanos',

  'help.age.metaTitle': 'Lo que puede decir un dibujo',
  'help.age.metaDescription':
    'Qué significa la edad de dibujo de {brand}, cómo se probó con 1660 dibujos infantiles y por qué un solo dibujo no puede decir si un niño va adelantado o retrasado.',
  'help.age.title': 'Lo que puede <underline>decir un dibujo</underline>',
  'help.age.intro': '{brand} mira un dibujo y dice lo que muestra. Su edad de dibujo es una guía sobre el dibujo, no una medida de tu hijo o hija.',
  'help.age.whatTitle': 'Qué es la edad de dibujo',
  'help.age.what':
    'La edad de dibujo son las edades de los niños que hacen dibujos como este. «Dibujos como este los hacen niños de entre 4 ½ y 9 años, aproximadamente» dice algo sobre el dibujo: niños de muchas edades dibujan así. No dice qué edad tiene la mente de tu hijo o hija, y no es una puntuación de CI ni de madurez escolar.',
  'help.age.testedTitle': 'Cómo lo probamos',
  'help.age.tested':
    'Probamos el analizador de dibujos de Kritzel con 1660 dibujos de niños y niñas de 4 a 8 años, publicados por Long y sus colegas en <cite>Nature Communications</cite> (2024). Cada niño dibujó un objeto (un pez, una taza, un conejo) en una tableta. Ocultamos la edad de cada niño, la estimamos a partir del dibujo y comparamos.',
  'help.age.figure1.lead': 'El rango suele incluir la edad del niño.',
  'help.age.figure1.text': 'En 88,5 a 98 de cada 100 niños, su edad real quedó dentro del rango que mostramos.',
  'help.age.figure2.lead': 'El rango es amplio.',
  'help.age.figure2.text': 'La mitad de los rangos eran de más de 53 meses, unos cuatro años y medio.',
  'help.age.figure3.lead': 'Apenas distingue a los niños mayores de los menores.',
  'help.age.figure3.text':
    'Ordenados por su edad de dibujo, los niños casi no quedaban en el orden de su edad real: la concordancia (ρ de Spearman) fue de 0,06, donde 1 sería perfecta y 0 es el azar.',
  'help.age.testedAfter':
    'Así que un solo dibujo dice poco sobre dónde está un niño de entre 4 y 8 años. Los niños de 4 y los de 8 ponen más o menos la misma cantidad de líneas, formas y detalles en la hoja; lo que cambia con la edad es más difícil de medir con un solo dibujo.',
  'help.age.aheadTitle': 'Cuándo decimos «adelantado» o «retrasado»',
  'help.age.aheadOnly': 'Solo cuando se cumplen las dos cosas:',
  'help.age.aheadAges':
    'tu hijo o hija tiene entre 4 años y 6 meses y 8 años y 6 meses, las edades con las que se probó el analizador tal como las conoce (sus dibujos llevan años enteros, tomados a mitad de año), y',
  'help.age.aheadRange': 'todo el rango queda por encima de su edad (adelantado) o por debajo (retrasado).',
  'help.age.aheadOutside':
    'Para un niño más pequeño o mayor, el analizador no tiene dibujos con los que comparar —cerca de los 4 y de los 9 años su rango termina donde terminan sus dibujos—, así que no puede situarlo como adelantado o retrasado, y no lo intentamos. Incluso dentro de esas edades, «adelantado» o «retrasado» a partir de un dibujo es un motivo para dibujar más juntos, no una conclusión sobre tu hijo o hija.',
  'help.age.goodTitle': 'Para qué sirve',
  'help.age.good1.lead': 'Ver lo que muestra el dibujo.',
  'help.age.good1.text':
    'Formas, líneas, detalles dentro de las formas, colores, una línea de suelo, dichos con claridad para que podáis hablar de ellos juntos.',
  'help.age.good2.lead': 'Seguir la práctica.',
  'help.age.good2.text':
    'Los retos semanales le dan a tu hijo o hija cosas nuevas que probar, y puedes ver lo que aparece en sus dibujos a lo largo de las semanas.',
  'help.age.realTitle': 'Cómo se evalúa de verdad el desarrollo del dibujo',
  'help.age.real1':
    'Las tareas de dibujo estandarizadas (copiar formas como un círculo, una cruz o un cuadrado, y dibujar una persona), hechas de la misma manera con muchos niños, son la forma en que los profesionales evalúan el desarrollo del dibujo. Su pediatra puede hacerlas con tu hijo o hija.',
  'help.age.real2':
    '{brand} no es una herramienta de diagnóstico. Si te preocupa algo del desarrollo de tu hijo o hija, la persona indicada para consultar es su pediatra. También puedes leer nuestra <guide>guía para familias</guide> sobre cómo crece el dibujo de los 3 a los 10 años.',
} satisfies Translation<typeof en>;
