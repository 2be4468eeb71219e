/**
 * The block's editor: a widget select and the chosen widget's attributes in the inspector, and a
 * placeholder on the canvas (the widget itself renders on the published page). Plain script on
 * WordPress's globals, so the plugin needs no build step; the widget list comes from widgets.json
 * (window.showroomWidgets, written by includes/block.php).
 */
((wp) => {
  const { registerBlockType } = wp.blocks;
  const { createElement: h, Fragment } = wp.element;
  const { PanelBody, Placeholder, SelectControl, TextControl } = wp.components;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { __ } = wp.i18n;
  const widgets = window.showroomWidgets || {};
  const options = Object.keys(widgets).map((key) => ({ value: key, label: widgets[key].label }));

  function Edit({ attributes, setAttributes }) {
    const widget = widgets[attributes.widget];
    const values = attributes.elementAttributes || {};
    const widgetSelect = h(SelectControl, {
      label: __('Widget', 'showroom'),
      value: attributes.widget,
      options,
      onChange: (value) => setAttributes({ widget: value, elementAttributes: {} }),
      __nextHasNoMarginBottom: true,
    });
    const fields = (widget ? widget.attributes : []).map((name) =>
      h(TextControl, {
        key: name,
        label: name,
        value: values[name] || '',
        onChange: (value) => setAttributes({ elementAttributes: { ...values, [name]: value } }),
      }),
    );
    const described = (widget ? widget.attributes : [])
      .filter((name) => values[name])
      .map((name) => `${name}: ${values[name]}`)
      .join(', ');
    return h(
      Fragment,
      null,
      h(InspectorControls, null, h(PanelBody, { title: __('Widget', 'showroom') }, widgetSelect, ...fields)),
      h(
        'div',
        useBlockProps(),
        h(
          Placeholder,
          {
            icon: 'store',
            label: widget ? `Showroom: ${widget.label}` : __('Showroom widget', 'showroom'),
            instructions: described || __('Shown on the published page.', 'showroom'),
          },
          widgetSelect,
        ),
      ),
    );
  }

  registerBlockType('showroom/widget', { edit: Edit, save: () => null });
})(window.wp);
